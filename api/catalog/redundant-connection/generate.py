"""Redundant Connection cases: the examples, triangles and whole-graph cycles, cycles closed early or
late in the list, then random trees of 1000 nodes with one extra edge."""
from casegen import Cases

cases = Cases(seed=684)
rng = cases.rng


def add(edges, public=False):
    edges = [sorted(e) for e in edges]
    n = len(edges)
    assert 3 <= n <= 1000 and len({tuple(e) for e in edges}) == n
    assert all(1 <= a < b <= n for a, b in edges)
    cases.add(edges, public=public)


def tree_plus_one(n):
    """A random tree on nodes 1..n plus one new edge, all edges in random order."""
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = {tuple(sorted((label[rng.randrange(i)], label[i]))) for i in range(1, n)}
    while True:
        extra = tuple(sorted(rng.sample(range(1, n + 1), 2)))
        if extra not in edges:
            break
    edges = [list(e) for e in sorted(edges)] + [list(extra)]
    rng.shuffle(edges)
    return edges


add([[1, 2], [1, 3], [2, 3]], True)
add([[1, 2], [2, 3], [3, 4], [1, 4], [1, 5]], True)
add([[2, 3], [1, 3], [1, 2]])
add([[1, 4], [3, 4], [1, 3], [1, 2], [4, 5]])
add([[1, 2], [1, 3], [1, 4], [3, 4]])
# Every node on one big cycle, with the edge [1, 1000] listed last, then first.
add([[i, i + 1] for i in range(1, 1000)] + [[1, 1000]])
add([[1, 1000]] + [[i, i + 1] for i in range(1, 1000)])
# A star with one extra edge between two leaves.
add([[1, i] for i in range(2, 1001)] + [[500, 501]])
add([[999, 1000]] + [[1, i] for i in range(2, 1001)])
# A long path whose last node is joined back near the start.
add([[i, i + 1] for i in range(1, 1000)][::-1] + [[2, 1000]])
for n in (3, 4, 6, 10, 25, 60, 150, 400, 800):
    add(tree_plus_one(n))
for _ in range(4):
    add(tree_plus_one(1000))
cases.print()
