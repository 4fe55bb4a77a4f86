"""Two Sum cases: the examples, edge cases, then large arrays with exactly one answer."""
from casegen import Cases

cases = Cases(seed=1)
rng = cases.rng


def pair_count(nums, target):
    counts = {}
    for value in nums:
        counts[value] = counts.get(value, 0) + 1
    pairs = 0
    for value, count in counts.items():
        other = target - value
        if other == value:
            pairs += count * (count - 1) // 2
        elif other > value and other in counts:
            pairs += count * counts[other]
    return pairs


def unique_pair(n, low, high):
    """n values with exactly one pair of indices summing to the target (the problem's promise)."""
    while True:
        nums = [rng.randint(low, high) for _ in range(n)]
        i, j = rng.sample(range(n), 2)
        target = nums[i] + nums[j]
        if -10**9 <= target <= 10**9 and pair_count(nums, target) == 1:
            return nums, target


cases.add([2, 7, 11, 15], 9, public=True)
cases.add([3, 2, 4], 6, public=True)
cases.add([3, 3], 6, public=True)
cases.add([1, 5], 6)
cases.add([-3, 4, 3, 90], 0)
cases.add([0, 4, 3, 0], 0)
cases.add([-1, -2, -3, -4, -5], -8)
cases.add([10**9, -10**9, 7], 0)
cases.add([5, 75, 25], 100)
cases.add([-10**9, 1, -10**9 + 1], 1 - 10**9)
cases.add([1, 1, 1, 1, 2, 9], 11)
for n, bound in [(10, 20), (50, 100), (200, 10**4), (1000, 10**9), (3000, 10**9)]:
    cases.add(*unique_pair(n, -bound, bound))
# Large: the pair sits at the far end, so scanning all pairs costs about n^2 / 2 steps.
for n in (10**4, 10**4):
    nums = rng.sample(range(3, 10**6, 3), n)
    nums[-2], nums[-1] = 1, 2  # the only values not divisible by 3 sum to 3
    assert pair_count(nums, 3) == 1
    cases.add(nums, 3)
cases.add([7, -7], 0)
cases.add([0, 0], 0)
cases.add([2, 5, 5, 11], 10)
cases.add([4, 6, -2, 8], 2)
nums = list(range(-5000, 5000))
cases.add(nums, 4998 + 4999)
nums = [x * 2 for x in range(10**4 - 2)] + [-1, -3]
cases.add(nums, -4)
cases.print()
