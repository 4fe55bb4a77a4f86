"""Monastery Paths cases (stdio): the examples, unreachable and parallel paths, large graphs."""
from casegen import Cases

cases = Cases(seed=1004)
rng = cases.rng


def add(n, edges, public=False):
    lines = [f"{n} {len(edges)}"] + [f"{a} {b} {w}" for a, b, w in edges]
    cases.add_text("\n".join(lines), public)


def random_graph(n, m, top):
    edges = []
    while len(edges) < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a != b:
            edges.append((a, b, rng.randint(1, top)))
    return edges


add(4, [(1, 2, 5), (2, 4, 5), (1, 3, 2), (3, 4, 3)], True)
add(3, [(1, 2, 7)], True)
add(3, [(1, 3, 100), (1, 2, 1), (2, 3, 1)], True)
add(2, [])
add(2, [(1, 2, 10**6)])
add(2, [(2, 1, 3), (1, 2, 5), (1, 2, 4)])
add(3, [(2, 3, 1)])
add(4, [(1, 2, 1), (3, 4, 1)])
add(5, [(1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1), (1, 5, 5)])
add(5, [(1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1), (1, 5, 3)])
add(4, [(1, 4, 10), (1, 2, 1), (2, 3, 1), (3, 2, 1), (3, 4, 1)])
for n, m, top in ((10, 20, 10), (100, 300, 1000), (1000, 3000, 10**6), (2000, 1500, 50)):
    add(n, random_graph(n, m, top))
# A long chain of heavy paths: about 10^10 minutes, beyond 32 bits.
n = 10**4
add(n, [(i, i + 1, 10**6) for i in range(1, n)])
# Large random graph, and one where fewest paths is not the quickest way.
add(n, random_graph(n, 10**4, 10**6))
ladder = [(i, i + 1, 1) for i in range(1, 5000)] + [(1, 5000, 10**6)]
add(5000, ladder)
add(3000, random_graph(3000, 5000, 9) + [(1, 3000, 10**6)])
add(3, [(1, 2, 1), (2, 1, 1)])
add(4, [(1, 2, 3), (2, 3, 3), (3, 4, 3), (1, 4, 9)])
add(4, [(4, 3, 2), (3, 2, 2), (2, 1, 2)])
add(6, [(1, 2, 2), (2, 6, 2), (1, 3, 1), (3, 4, 1), (4, 5, 1), (5, 6, 1)])
cases.print()
