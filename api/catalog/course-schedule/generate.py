"""Course Schedule cases: the examples, self-loops and long cycles, then 2000 courses with 5000 rules."""
from casegen import Cases

cases = Cases(seed=207)
rng = cases.rng


def add(num_courses, pairs, public=False):
    assert len(pairs) == len({tuple(p) for p in pairs}) <= 5000
    cases.add(num_courses, pairs, public=public)


add(2, [[1, 0]], True)
add(2, [[1, 0], [0, 1]], True)
add(1, [])
add(1, [[0, 0]])
add(3, [])
add(3, [[0, 1], [1, 2], [2, 0]])
add(3, [[0, 1], [0, 2], [1, 2]])
add(4, [[1, 0], [2, 1], [3, 2], [1, 3]])
add(5, [[1, 4], [2, 4], [3, 1], [3, 2]])
add(2000, [])
add(2000, [[i + 1, i] for i in range(1999)])
add(2000, [[i + 1, i] for i in range(1999)] + [[0, 1999]])
add(2000, [[(i + 1) % 2000, i] for i in range(2000)])
add(6, [[0, 1], [1, 0], [2, 3]])
for n, edges in ((10, 15), (100, 300), (1000, 3000)):
    add(n, rng.acyclic(n, edges))
    add(n, rng.with_cycle(n, edges, rng.randint(3, 10)))
add(2000, rng.acyclic(2000, 5000))
add(2000, rng.with_cycle(2000, 5000, 2))
add(2000, rng.with_cycle(2000, 5000, 1500))
add(70, rng.acyclic(70, 2415))
cases.print()
