"""Subsets II cases: the examples, all-equal arrays, then ten numbers with many repeats."""
from casegen import Cases

cases = Cases(seed=90)
rng = cases.rng

cases.add([1, 2, 2], public=True)
cases.add([0], public=True)
cases.add([-10])
cases.add([5, 5])
cases.add([2, 1, 2])
cases.add([2, 2, 1])
cases.add([4, 4, 4, 1, 4])
cases.add([3, -1, 3, -1])
cases.add([0] * 10)
cases.add([10] * 10)
cases.add(list(range(10)))
cases.add([1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
cases.add([-10, 10, -10, 10, -10, 10, -10, 10, 0, 0])
cases.add([7, 7, 7, 7, 7, 7, 7, 7, 7, -7])
for n, low, high in ((3, -2, 2), (5, -1, 1), (6, -3, 3), (7, 0, 4), (8, -10, 10), (9, -2, 2),
                     (10, -10, 10), (10, -3, 3), (10, 0, 1), (10, -5, 5)):
    cases.add([rng.randint(low, high) for _ in range(n)])
cases.print()
