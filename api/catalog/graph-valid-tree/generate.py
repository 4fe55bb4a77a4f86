"""Graph Valid Tree cases: the examples, single nodes, forests and trees with one extra edge, then
random trees, cycles and disconnected graphs on 2000 nodes."""
from casegen import Cases

cases = Cases(seed=261)
rng = cases.rng


def add(n, edges, public=False):
    assert len(edges) <= 5000 and len({tuple(sorted(e)) for e in edges}) == len(edges)
    assert all(a != b and 0 <= a < n and 0 <= b < n for a, b in edges)
    cases.add(n, edges, public=public)


def random_tree(n):
    """Each node after the first hangs off an earlier one, labels shuffled, edges in random order."""
    label = list(range(n))
    rng.shuffle(label)
    edges = [[label[rng.randrange(i)], label[i]] for i in range(1, n)]
    edges = [e if rng.random() < 0.5 else e[::-1] for e in edges]
    rng.shuffle(edges)
    return edges


def extra_edge(n, edges):
    """A new edge between two nodes that are not joined yet (it closes a cycle in a tree)."""
    present = {tuple(sorted(e)) for e in edges}
    while True:
        a, b = rng.sample(range(n), 2)
        if tuple(sorted((a, b))) not in present:
            return [a, b]


add(5, [[0, 1], [0, 2], [0, 3], [1, 4]], True)
add(5, [[0, 1], [1, 2], [2, 3], [1, 3], [1, 4]], True)
add(1, [])
add(2, [])
add(2, [[1, 0]])
add(3, [[0, 1], [1, 2], [2, 0]])
# n - 1 edges but not a tree: a triangle plus an isolated node.
add(4, [[0, 1], [1, 2], [2, 0]])
add(4, [[0, 1], [2, 3]])
add(6, [[0, 1], [0, 2], [3, 4], [4, 5], [5, 3]])
add(2000, [])
add(2000, [[i, i + 1] for i in range(1999)])
add(2000, [[0, i] for i in range(1, 2000)])
add(2000, [[i, i + 1] for i in range(1999)] + [[1999, 0]])
# n - 1 edges on 2000 nodes: a long cycle and a separate path, so the count alone is not enough.
add(2000, [[i, (i + 1) % 1000] for i in range(1000)] + [[i, i + 1] for i in range(1000, 1999)])
for n in (3, 7, 20, 100, 500):
    tree = random_tree(n)
    add(n, tree)
    add(n, tree + [extra_edge(n, tree)])
    add(n, tree[1:])
tree = random_tree(2000)
add(2000, tree)
broken = tree[:]
broken[rng.randrange(len(broken))] = extra_edge(2000, tree)
add(2000, broken)
dense = random_tree(2000)
while len(dense) < 5000:
    dense.append(extra_edge(2000, dense))
add(2000, dense)
cases.print()
