"""Course Schedule cases: the examples, self-loops and long cycles, then 2000 courses with 5000 rules."""
from casegen import Cases

cases = Cases(seed=207)
rng = cases.rng


def add(num_courses, pairs, public=False):
    assert len(pairs) == len({tuple(p) for p in pairs}) <= 5000
    cases.add(num_courses, pairs, public=public)


def acyclic(n, edges):
    """Pairs [a, b] that all go from a later to an earlier course in a random order: no cycle."""
    order = list(range(n))
    rng.shuffle(order)
    pairs = set()
    while len(pairs) < edges:
        i, j = sorted(rng.sample(range(n), 2))
        pairs.add((order[j], order[i]))
    return [list(p) for p in sorted(pairs, key=lambda p: rng.random())]


def with_cycle(n, edges, length):
    """An acyclic set of rules plus one cycle of the given length through random courses."""
    pairs = acyclic(n, edges - length)
    members = rng.sample(range(n), length)
    cycle = {(members[k], members[(k + 1) % length]) for k in range(length)}
    pairs = [p for p in pairs if tuple(p) not in cycle] + [list(p) for p in cycle]
    rng.shuffle(pairs)
    return pairs


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
    add(n, acyclic(n, edges))
    add(n, with_cycle(n, edges, rng.randint(3, 10)))
add(2000, acyclic(2000, 5000))
add(2000, with_cycle(2000, 5000, 2))
add(2000, with_cycle(2000, 5000, 1500))
add(70, acyclic(70, 2415))
cases.print()
