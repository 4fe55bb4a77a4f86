"""Network Delay Time cases: the examples, unreachable nodes, zero-weight links, paths where more hops
are faster, then dense networks of 100 nodes with 6000 links."""
from casegen import Cases

cases = Cases(seed=743)
rng = cases.rng


def add(times, n, k, public=False):
    assert 1 <= k <= n <= 100 and 1 <= len(times) <= 6000
    assert len({(u, v) for u, v, _ in times}) == len(times)
    assert all(1 <= u <= n and 1 <= v <= n and u != v and 0 <= w <= 100 for u, v, w in times)
    cases.add(times, n, k, public=public)


def random_network(n, links, low=0, high=100):
    pairs = [(u, v) for u in range(1, n + 1) for v in range(1, n + 1) if u != v]
    chosen = rng.sample(pairs, links)
    return [[u, v, rng.randint(low, high)] for u, v in chosen]


add([[2, 1, 1], [2, 3, 1], [3, 4, 1]], 4, 2, True)
add([[1, 2, 1]], 2, 1, True)
add([[1, 2, 1]], 2, 2, True)
add([[1, 2, 0]], 2, 1)
add([[1, 2, 5]], 3, 1)
add([[1, 2, 1], [2, 1, 3]], 2, 2)
# A direct link is slower than a detour through two more nodes.
add([[1, 4, 100], [1, 2, 1], [2, 3, 1], [3, 4, 1]], 4, 1)
add([[1, 2, 100], [1, 3, 0], [3, 2, 0]], 3, 1)
# One node only has outgoing links: nothing reaches it.
add([[1, 2, 1], [2, 3, 1], [3, 2, 1], [3, 4, 1]], 4, 2)
# A chain through all 100 nodes, heaviest at the end.
add([[i, i + 1, 100] for i in range(1, 100)], 100, 1)
add([[i + 1, i, rng.randint(0, 100)] for i in range(1, 100)], 100, 100)
add([[50, i, 7] for i in range(1, 101) if i != 50], 100, 50)
for n, links in ((5, 8), (10, 30), (30, 200), (60, 1000), (100, 2000)):
    add(random_network(n, links), n, rng.randint(1, n))
add(random_network(20, 10, 0, 3), 20, 1)
add(random_network(100, 4500), 100, 42)
add(random_network(100, 300, 0, 0), 100, 3)
# Every node hears the signal at once: all links from k weigh 0.
add([[1, i, 0] for i in range(2, 101)], 100, 1)
# The most links the constraints allow, with weights that make long detours the shortest paths.
add(random_network(100, 6000), 100, 1)
add(random_network(100, 6000, 90, 100), 100, 77)
tight = [[i, i + 1, 1] for i in range(1, 100)] + random_network(100, 5901, 50, 100)
seen, unique = set(), []
for u, v, w in tight:
    if (u, v) not in seen:
        seen.add((u, v))
        unique.append([u, v, w])
add(unique[:6000], 100, 1)
cases.print()
