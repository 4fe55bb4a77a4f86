"""Maximum Subarray cases: the examples, all-negative and single arrays, then 10^5 numbers."""
from casegen import Cases

cases = Cases(seed=53)
rng = cases.rng

cases.add([-2, 1, -3, 4, -1, 2, 1, -5, 4], public=True)
cases.add([1], public=True)
cases.add([5, 4, -1, 7, 8], public=True)
cases.add([-1])
cases.add([-10000])
cases.add([10000])
cases.add([-3, -1, -2])
cases.add([0, 0, 0])
cases.add([-2, -1])
cases.add([1, -1, 1, -1, 1])
cases.add([10000] * 1000)
cases.add([-10000] * 1000)
cases.add([8, -19, 5, -4, 20])
cases.add([3, -2, 5, -1])
cases.add([-1, 10000, -10000, 10000])
cases.add([2, -1, 2, -1, 2, -10, 5])
cases.add([0, -3, 1, 1])
for n, bound in ((10, 10), (100, 100), (1000, 10**4), (5000, 10**4)):
    cases.add([rng.randint(-bound, bound) for _ in range(n)])
# Large: 10^5 small numbers, so that checking every start and end (5 * 10^9 pairs) times out.
cases.add([rng.randint(-9, 8) for _ in range(10**5)])
cases.add([rng.randint(-9, 9) for _ in range(20000)] + [-10**4])
cases.print()
