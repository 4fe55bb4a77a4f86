"""Trapping Rain Water cases: the examples, flat and single bars, then 2 * 10^4 bars."""
from casegen import Cases

cases = Cases(seed=42)
rng = cases.rng

cases.add([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], public=True)
cases.add([4, 2, 0, 3, 2, 5], public=True)
cases.add([3, 2, 1], public=True)
cases.add([0])
cases.add([10**5])
cases.add([5, 5])
cases.add([2, 0, 2])
cases.add([0, 0, 0, 0])
cases.add([1, 2, 3, 4, 5])
cases.add([5, 4, 1, 2])
cases.add([10**5, 0, 10**5])
cases.add([3, 0, 0, 2, 0, 4])
cases.add([0, 7, 1, 4, 6])
cases.add([6, 1, 6, 1, 6])
for n, top in ((10, 5), (100, 100), (1000, 10**5), (5000, 10**5)):
    cases.add([rng.randint(0, top) for _ in range(n)])
# The deepest pool the constraints allow: 19998 * 10^5 units, just below 2^31.
cases.add([10**5] + [0] * (2 * 10**4 - 2) + [10**5])
cases.add([rng.randint(0, 9) for _ in range(2 * 10**4)])
cases.add(list(range(10**4)) + list(range(10**4, 0, -1)))
cases.add([i % 100 for i in range(2 * 10**4)])
cases.add([rng.randint(0, 10**5) if i % 1000 == 0 else rng.randint(0, 9) for i in range(2 * 10**4)])
cases.print()
