"""Clone Graph cases: the examples, two nodes, a path, a star, a cycle, complete graphs, then random
connected graphs of up to 100 nodes."""
from casegen import Cases

cases = Cases(seed=133)
rng = cases.rng


def adjacency(n, edges):
    """The adjacency list of nodes 1..n with the given undirected edges, neighbours shuffled."""
    rows = [[] for _ in range(n)]
    for a, b in edges:
        rows[a - 1].append(b)
        rows[b - 1].append(a)
    for row in rows:
        rng.shuffle(row)
    return rows


def connected(n, extra):
    """A random spanning tree of 1..n plus up to `extra` more edges."""
    edges = {tuple(sorted((v, rng.randint(1, v - 1)))) for v in range(2, n + 1)}
    for _ in range(extra):
        a, b = rng.sample(range(1, n + 1), 2)
        edges.add(tuple(sorted((a, b))))
    return adjacency(n, sorted(edges, key=lambda edge: rng.random()))


cases.add([[2, 4], [1, 3], [2, 4], [1, 3]], public=True)
cases.add([[]], public=True)
cases.add([], public=True)
cases.add([[2], [1]])
cases.add([[2], [1, 3], [2]])
cases.add(adjacency(6, [(1, k) for k in range(2, 7)]))
cases.add(adjacency(6, [(2, k) for k in (1, 3, 4, 5, 6)]))
cases.add(adjacency(5, [(k, k % 5 + 1) for k in range(1, 6)]))
cases.add(adjacency(5, [(a, b) for a in range(1, 6) for b in range(a + 1, 6)]))
cases.add(adjacency(100, [(k, k + 1) for k in range(1, 100)]))
cases.add(adjacency(100, [(1, k) for k in range(2, 101)]))
cases.add(adjacency(100, [(k, k % 100 + 1) for k in range(1, 101)]))
cases.add(adjacency(30, [(a, b) for a in range(1, 31) for b in range(a + 1, 31)]))
for n, extra in ((7, 3), (10, 0), (20, 15), (50, 60), (80, 200)):
    cases.add(connected(n, extra))
cases.add(connected(100, 0))
cases.add(connected(100, 300))
cases.add(connected(100, 1000))
cases.add(connected(3, 1))
cases.add(connected(60, 30))
cases.print()
