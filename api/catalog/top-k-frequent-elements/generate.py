"""Top K Frequent Elements cases: the examples, negatives and k at both ends, then up to 6 * 10^4 numbers.

Every case has a unique answer: the k-th highest count is strictly above the (k+1)-th."""
from collections import Counter
from casegen import Cases

cases = Cases(seed=347)
rng = cases.rng


def add(nums, k, public=False):
    counts = sorted(Counter(nums).values(), reverse=True)
    assert 1 <= k <= len(counts) and (k == len(counts) or counts[k - 1] > counts[k]), (nums[:10], k)
    cases.add(nums, k, public=public)


def with_counts(counts, low=-10**4, high=10**4):
    """An array where distinct random values occur the given numbers of times, shuffled."""
    values = rng.sample(range(low, high + 1), len(counts))
    nums = [v for v, c in zip(values, counts) for _ in range(c)]
    rng.shuffle(nums)
    return nums


def unique_k(nums):
    """A random k for which the answer is unique."""
    counts = sorted(Counter(nums).values(), reverse=True)
    choices = [k for k in range(1, len(counts) + 1) if k == len(counts) or counts[k - 1] > counts[k]]
    return rng.choice(choices)


add([1, 1, 1, 2, 2, 3], 2, True)
add([1], 1, True)
add([-1, -1], 1)
add([1, 2], 2)
add([4, 1, -1, 2, -1, 2, 3], 2)
add([5, 3, 1, 1, 1, 3, 73, 1], 2)
add([10000, -10000, -10000], 1)
add([3, 0, 1, 0], 1)
add([1, 2, 3, 4, 5], 5)
add([7] * 100, 1)
add([2, 2, 2, 1, 1, 3, 3, 3, 3], 2)
add([-5, -5, -5, 6, 6, 7], 3)
for counts in ([5, 4, 3, 2, 1], [10, 1, 1, 1], list(range(50, 0, -1)), [2] * 30 + [3], [1000, 999, 998] + [1] * 500):
    nums = with_counts(counts)
    add(nums, unique_k(nums))
for n, bound in ((100, 5), (1000, 50), (10000, 10**4), (10000, 300)):
    nums = [rng.randint(-bound, bound) for _ in range(n)]
    add(nums, unique_k(nums))
# Large: 6 * 10^4 numbers from a small range (short to write), counts all different at the top.
counts = [i * 2 for i in range(1, 200)]
nums = with_counts(counts, -99, 99)
nums += [rng.randint(-99, 99) for _ in range(6 * 10**4 - len(nums))]
add(nums, unique_k(nums))
cases.print()
