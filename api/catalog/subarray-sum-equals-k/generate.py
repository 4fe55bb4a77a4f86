"""Subarray Sum Equals K cases: the examples, zeros and negatives, then 2 * 10^4 numbers."""
from casegen import Cases

cases = Cases(seed=560)
rng = cases.rng

cases.add([1, 1, 1], 2, public=True)
cases.add([1, 2, 3], 3, public=True)
cases.add([1], 0)
cases.add([0], 0)
cases.add([-1], -1)
cases.add([1, -1, 0], 0)
cases.add([0, 0, 0, 0], 0)
cases.add([3, 4, 7, 2, -3, 1, 4, 2], 7)
cases.add([1, 2, 1, 2, 1], 3)
cases.add([-1, -1, 1], 0)
cases.add([1000] * 10, 10**4)
cases.add([-1000, 1000] * 5, 0)
cases.add([5], 10**7)
cases.add([1, -1] * 50, 0)
for n, bound in ((10, 3), (100, 10), (1000, 1000), (5000, 5)):
    nums = [rng.randint(-bound, bound) for _ in range(n)]
    i, j = sorted(rng.sample(range(n + 1), 2))
    cases.add(nums, sum(nums[i:j]))
# Large: 2 * 10^4 numbers. All zeros has about 2 * 10^8 matching runs (still within 32 bits).
cases.add([0] * 20000, 0)
nums = [rng.randint(-9, 9) for _ in range(20000)]
cases.add(nums, 7)
nums = [rng.randint(-1000, 1000) for _ in range(20000)]
cases.add(nums, sum(nums[100:19000]))
cases.add([1000] * 10000, 10**7)
cases.add([-1000] * 10000, -(10**7))
cases.print()
