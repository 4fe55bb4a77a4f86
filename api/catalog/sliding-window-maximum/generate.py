"""Sliding Window Maximum cases: the examples, k = 1 and k = n, then 10^5 values."""
from casegen import Cases

cases = Cases(seed=239)
rng = cases.rng


def add(nums, k, public=False):
    assert 1 <= k <= len(nums)
    cases.add(nums, k, public=public)


add([1, 3, -1, -3, 5, 3, 6, 7], 3, True)
add([1], 1, True)
add([9, 8, 7, 6], 2, True)
add([-10**4], 1)
add([10**4, -10**4], 2)
add([1, -1], 1)
add([1, 2, 3, 4, 5], 5)
add([5, 4, 3, 2, 1], 2)
add([1, 2, 3, 4, 5], 2)
add([7, 2, 4], 2)
add([4, -2], 2)
add([1, 3, 1, 2, 0, 5], 3)
add([2, 2, 2, 2], 3)
for n in (10, 100, 1000, 5000):
    add([rng.randint(-10**4, 10**4) for _ in range(n)], rng.randint(1, n))
# Large: windows half as wide as the array make recomputing each maximum ~2.5 * 10^9 steps.
add([rng.randint(0, 9) for _ in range(10**5)], 5 * 10**4)
add(list(range(10000, 0, -1)), 5000)
add([rng.randint(-9, 9) for _ in range(5000)], 1)
add([3, 1, 2], 1)
add([-3, -1, -2], 3)
add([rng.randint(0, 9) for _ in range(20000)], 20000)
cases.print()
