"""Largest Rectangle in Histogram cases: the examples, edges, then 10^5 bars."""
from casegen import Cases

cases = Cases(seed=84)
rng = cases.rng

cases.add([2, 1, 5, 6, 2, 3], public=True)
cases.add([2, 4], public=True)
cases.add([3, 3, 3], public=True)
cases.add([0])
cases.add([10**4])
cases.add([0, 0, 0])
cases.add([1, 2, 3, 4, 5])
cases.add([5, 4, 3, 2, 1])
cases.add([2, 0, 2])
cases.add([4, 2, 0, 3, 2, 5])
cases.add([6, 2, 5, 4, 5, 1, 6])
cases.add([1, 10**4, 1])
cases.add([2, 1, 2])
cases.add([0, 9, 0])
for n, top in ((10, 10), (100, 100), (1000, 10**4), (5000, 10**4)):
    cases.add([rng.randint(0, top) for _ in range(n)])
# Large, one-digit heights keep the file small; every run of bars is ~5 * 10^9 steps.
cases.add([rng.randint(1, 9) for _ in range(10**5)])
cases.add([9] * 20000)
cases.add([1, 1])
cases.add([1 + i % 9 for i in range(30000)])
cases.add([10**4] * 1000 + [1] * 1000)
cases.print()
