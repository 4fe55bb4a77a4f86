"""Jump Game II cases: the examples, one-element and tight arrays, then reachable arrays up to 10^4."""
from casegen import Cases

cases = Cases(seed=45)
rng = cases.rng


def reachable(n, high, zero_share):
    """n values in [0, high] with about zero_share zeros, repaired so the last index is reachable."""
    nums = [0 if rng.random() < zero_share else rng.randint(1, high) for _ in range(n)]
    reach = 0
    for i in range(n - 1):
        if reach == i and nums[i] == 0:
            nums[i] = rng.randint(1, high)
        reach = max(reach, i + nums[i])
    return nums


cases.add([2, 3, 1, 1, 4], public=True)
cases.add([2, 3, 0, 1, 4], public=True)
cases.add([0])
cases.add([1000])
cases.add([1, 0])
cases.add([5, 0])
cases.add([1, 1, 1, 1])
cases.add([1, 2])
cases.add([2, 1])
cases.add([1, 2, 3])
cases.add([3, 2, 1, 0])
cases.add([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
# The longest first jump is a trap: a shorter one reaches further next.
cases.add([3, 1, 1, 1, 1, 5, 1])
cases.add([2, 9, 1, 0, 0, 0, 0, 0, 0, 0, 0])
cases.add([1] * 10000)
cases.add([1000] * 10000)
cases.add([1] * 9990 + [9] + [0] * 9)
cases.add([min(1000, v) for v in range(10000, 0, -1)])
nums = [0] * 10000
for i in range(0, 10000, 1000):
    nums[i] = 1000
cases.add(nums)
for n, high, zero_share in ((10, 3, 0.3), (50, 5, 0.2), (100, 10, 0.4), (1000, 20, 0.5),
                            (1000, 1000, 0.1), (10000, 3, 0.3), (10000, 1000, 0.6), (10000, 50, 0.9)):
    cases.add(reachable(n, high, zero_share))
cases.print()
