"""Number of Connected Components cases: the examples, small graphs with cycles and isolated nodes,
random forests, then graphs on 2000 nodes with up to 5000 edges."""
from casegen import Cases

cases = Cases(seed=323)
rng = cases.rng


def add(n, edges, public=False):
    edges = [sorted(e) for e in edges]
    assert 1 <= len(edges) <= 5000 and len({tuple(e) for e in edges}) == len(edges)
    assert all(0 <= a < b < n for a, b in edges)
    cases.add(n, edges, public=public)


def random_graph(n, components, extra):
    """Nodes split at random into `components` connected groups, each a random tree plus
    `extra` edges spread over the groups; labels shuffled, edges in random order."""
    label = list(range(n))
    rng.shuffle(label)
    cuts = sorted(rng.sample(range(1, n), components - 1))
    groups = [label[a:b] for a, b in zip([0] + cuts, cuts + [n])]
    edges = set()
    for group in groups:
        for i in range(1, len(group)):
            edges.add(tuple(sorted((group[rng.randrange(i)], group[i]))))
    target = min(len(edges) + extra, 5000)
    big = [g for g in groups if len(g) >= 3]
    attempts = 0
    while big and len(edges) < target and attempts < 50 * extra:
        attempts += 1
        a, b = rng.sample(rng.choice(big), 2)
        edges.add(tuple(sorted((a, b))))
    edges = [list(e) for e in sorted(edges)]
    rng.shuffle(edges)
    return edges


add(5, [[0, 1], [1, 2], [3, 4]], True)
add(5, [[0, 1], [1, 2], [2, 3], [3, 4]], True)
add(2, [[0, 1]])
add(3, [[0, 1]])
add(3, [[0, 1], [1, 2], [0, 2]])
add(6, [[0, 1], [1, 2], [0, 2], [3, 4]])
add(4, [[2, 3]])
add(2000, [[0, 1]])
add(2000, [[i, i + 1] for i in range(1999)])
add(2000, [[0, i] for i in range(1, 2000)])
add(2000, [[2 * i, 2 * i + 1] for i in range(1000)])
# Small cliques: many edges that join nodes already connected.
add(2000, [[a, b] for base in range(0, 500, 5) for a in range(base, base + 5) for b in range(a + 1, base + 5)])
for n, comps, extra in ((5, 2, 1), (10, 3, 2), (30, 5, 10), (100, 10, 50), (500, 40, 300),
                        (1000, 1, 500), (1000, 999, 0)):
    add(n, random_graph(n, comps, extra))
add(2000, random_graph(2000, 1, 3001))
add(2000, random_graph(2000, 150, 3000))
add(2000, random_graph(2000, 1000, 2000))
add(2000, random_graph(2000, 1999, 0))
cases.print()
