"""Majority Element cases: the examples, bare majorities, then 5 * 10^4 values."""
from casegen import Cases

cases = Cases(seed=169)
rng = cases.rng


def with_majority(n, major, low, high, extra=1):
    count = n // 2 + extra
    nums = [major] * count + [rng.randint(low, high) for _ in range(n - count)]
    rng.shuffle(nums)
    return nums


cases.add([3, 2, 3], public=True)
cases.add([2, 2, 1, 1, 1, 2, 2], public=True)
cases.add([6], public=True)
cases.add([-10**9])
cases.add([10**9, 10**9])
cases.add([1, 2, 2])
cases.add([2, 1, 2])
cases.add([1, 1, 2])
cases.add([-1, -1, -1, 5, 5])
cases.add([5, 5, 1, 1, 5])
cases.add([0, 0, 0, 0])
cases.add([10**9, -10**9, 10**9])
cases.add([4, 5, 4, 5, 4, 5, 4])
for n in (9, 20, 101, 1000, 4000):
    cases.add(with_majority(n, rng.randint(-10**9, 10**9), -10**9, 10**9))
cases.add(with_majority(50000, 7, 0, 9))
cases.add(with_majority(49999, -3, -9, 9))
# The majority first falls behind, then catches up at the very end.
cases.add([1] * 12000 + [2] * 12001)
cases.add([9] * 24999 + [8] * 25000 + [8])
cases.add([-5, 6, 6])
cases.add([2, 2, 2, 1, 1])
cases.print()
