"""Reverse Linked List cases: the examples, edge cases, then lists of 5000 nodes."""
from casegen import Cases

cases = Cases(seed=206)
rng = cases.rng

cases.add([1, 2, 3, 4, 5], public=True)
cases.add([1, 2], public=True)
cases.add([], public=True)
cases.add([7])
cases.add([0, 0, 1])
cases.add([-5000, 5000])
cases.add([5000, -5000, 0])
cases.add([3, 3, 3, 3])
cases.add([-1, -2, -3])
cases.add([1, 2, 3, 2, 1])
cases.add(list(range(1, 11)))
cases.add([0])
cases.add([-5000])
for n in (3, 17, 64, 100, 500, 999):
    cases.add([rng.randint(-5000, 5000) for _ in range(n)])
cases.add(list(range(-2500, 2500)))
cases.add([rng.randint(-5000, 5000) for _ in range(5000)])
cases.add([0] * 5000)
cases.add(list(range(5000, 0, -1)))
cases.print()
