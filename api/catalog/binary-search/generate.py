"""Binary Search cases: the examples, edge cases (one element, target at either end, below the first
or above the last value, in a gap), then arrays of 10^4 distinct values."""
from casegen import Cases

cases = Cases(seed=704)
rng = cases.rng


def distinct_sorted(n, low=-9999, high=9999):
    return sorted(rng.sample(range(low, high + 1), n))


cases.add([-1, 0, 3, 5, 9, 12], 9, public=True)
cases.add([-1, 0, 3, 5, 9, 12], 2, public=True)
cases.add([5], 5)
cases.add([5], -5)
cases.add([5], 6)
cases.add([1, 2], 1)
cases.add([1, 2], 2)
cases.add([1, 3], 2)
cases.add([-9999, 9999], 9999)
cases.add([-9999, 9999], -9999)
cases.add([-9999, 9999], 0)
cases.add([1, 2, 3, 4, 5, 6, 7], 7)
cases.add([1, 2, 3, 4, 5, 6, 7], 1)
cases.add([1, 2, 3, 4, 5, 6, 7, 8], 8)
cases.add([1, 2, 3, 4, 5, 6, 7, 8], 0)
cases.add([1, 2, 3, 4, 5, 6, 7, 8], 9)
for n in (10, 100, 1000):
    nums = distinct_sorted(n)
    cases.add(nums, rng.choice(nums))
    cases.add(nums, nums[-1] + 1 if nums[-1] < 9999 else nums[0] - 1)
nums = distinct_sorted(10000, -9999, 9999)
cases.add(nums, nums[-1])
cases.add(nums, nums[0])
cases.add(nums, rng.choice(nums))
gaps = [x for x in range(-9999, 10000) if x not in set(nums)]
cases.add(nums, gaps[len(gaps) // 2])
cases.add(list(range(-5000, 5000)), 4999)
cases.print()
