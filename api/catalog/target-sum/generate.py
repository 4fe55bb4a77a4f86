"""Target Sum cases: the examples, zeros, unreachable and negative targets, then 20 numbers."""
from casegen import Cases

cases = Cases(seed=494)
rng = cases.rng


def numbers(n, total):
    """n non-negative numbers whose sum is at most total."""
    cuts = sorted(rng.randint(0, total) for _ in range(n))
    return [b - a for a, b in zip([0] + cuts, cuts)]


cases.add([1, 1, 1, 1, 1], 3, public=True)
cases.add([1], 1, public=True)
cases.add([0], 0)
cases.add([0], 1)
cases.add([1000], -1000)
cases.add([1000], 1000)
cases.add([1000], 0)
cases.add([0] * 20, 0)                      # 2^20 assignments, all of value 0
cases.add([0] * 10 + [1] * 10, 0)
cases.add([1] * 20, 0)
cases.add([1] * 20, 1)                      # odd gap: none
cases.add([1] * 20, -20)
cases.add([1] * 20, 21)
cases.add([50] * 20, 100)
cases.add([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71], 0)
cases.add(list(range(20)), 10)
cases.add([1, 2, 4, 8, 16, 32, 64, 128, 256, 489], -5)
cases.add([999, 1], 998)
cases.add([7, 9, 3, 8, 0, 2, 4, 8, 3, 9], 0)
for n, total in ((3, 10), (5, 50), (8, 100), (12, 300), (16, 600), (20, 1000), (20, 1000), (20, 200),
                 (20, 60)):
    nums = numbers(n, total)
    s = sum(nums)
    target = rng.choice((rng.randint(-s, s), (s - 2 * sum(nums[: n // 2])), -(s - 2 * sum(nums[::2]))))
    cases.add(nums, target)
cases.print()
