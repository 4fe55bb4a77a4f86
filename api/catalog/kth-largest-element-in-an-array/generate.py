"""Kth Largest Element in an Array cases: the examples, duplicates and both ends of k, then 10^5 numbers."""
from casegen import Cases

cases = Cases(seed=215)
rng = cases.rng


def add(nums, k, public=False):
    assert 1 <= k <= len(nums)
    cases.add(nums, k, public=public)


add([3, 2, 1, 5, 6, 4], 2, True)
add([3, 2, 3, 1, 2, 4, 5, 5, 6], 4, True)
add([1], 1)
add([-10000], 1)
add([2, 1], 1)
add([2, 1], 2)
add([5, 5, 4], 2)
add([7, 7, 7, 7], 3)
add([1, 2, 2, 3, 3, 3], 4)
add([-1, -1, -2], 3)
add([10000, -10000, 0], 2)
add(list(range(1000)), 1)
add(list(range(1000)), 1000)
add(list(range(1000, 0, -1)), 500)
for n, bound in ((10, 5), (100, 100), (1000, 10**4), (5000, 10**4), (10000, 3)):
    nums = [rng.randint(-bound, bound) for _ in range(n)]
    add(nums, rng.randint(1, n))
# Large: 10^5 small numbers with many duplicates, and long arrays with k in the middle and near the top.
nums = [rng.randint(-9, 9) for _ in range(10**5)]
add(nums, 50000)
add([0] * 30000, 17777)
add([rng.randint(-10**4, 10**4) for _ in range(10000)], 3)
cases.print()
