"""Course Schedule II cases: the examples, no rules, chains, cycles of every length, then 2000
courses with up to 6000 rules, with and without a cycle."""
from casegen import Cases

cases = Cases(seed=210)
rng = cases.rng


def add(num_courses, pairs, public=False):
    assert len(pairs) == len({tuple(p) for p in pairs})
    assert all(a != b for a, b in pairs)
    cases.add(num_courses, pairs, public=public)


add(2, [[1, 0]], True)
add(4, [[1, 0], [2, 0], [3, 1], [3, 2]], True)
add(1, [], True)
add(2, [])
add(2, [[0, 1]])
add(2, [[1, 0], [0, 1]])
add(3, [[0, 1], [1, 2], [2, 0]])
add(3, [[0, 1], [0, 2], [1, 2]])
add(4, [[1, 0], [2, 1], [3, 2], [1, 3]])
add(5, [[1, 4], [2, 4], [3, 1], [3, 2]])
add(6, [[0, 1], [1, 0], [2, 3]])
add(5, [[0, 1], [1, 2], [2, 3], [3, 4]])
add(2000, [])
add(2000, [[i + 1, i] for i in range(1999)])
add(2000, [[i, i + 1] for i in range(1999)])
add(2000, [[i + 1, i] for i in range(1999)] + [[0, 1999]])
for n, edges in ((10, 20), (100, 300), (1000, 3000)):
    add(n, rng.acyclic(n, edges))
    add(n, rng.with_cycle(n, edges, rng.randint(2, 10)))
add(2000, rng.acyclic(2000, 6000))
add(2000, rng.with_cycle(2000, 6000, 2))
add(2000, rng.with_cycle(2000, 6000, 1500))
add(70, rng.acyclic(70, 2415))
cases.print()
