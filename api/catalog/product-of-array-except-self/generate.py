"""Product of Array Except Self cases: the examples, zeros and signs, then 5 * 10^4 numbers.

Products must fit in 32 bits, so large arrays are mostly 1 and -1 with a few larger factors."""
from casegen import Cases

cases = Cases(seed=238)
rng = cases.rng


def bounded(n, factors, zeros=0):
    """n numbers, all 1 or -1 except `factors` (whose product is within 32 bits) and some zeros."""
    nums = [rng.choice([1, -1]) for _ in range(n)]
    positions = rng.sample(range(n), len(factors) + zeros)
    for position, value in zip(positions, factors + [0] * zeros):
        nums[position] = value
    return nums


cases.add([1, 2, 3, 4], public=True)
cases.add([-1, 1, 0, -3, 3], public=True)
cases.add([2, 3])
cases.add([0, 0])
cases.add([0, 5])
cases.add([-30, 30])
cases.add([1, 0, 0, 1])
cases.add([-1, -1, -1])
cases.add([30, 30, 30, 30, 30, 30])
cases.add([-30, -30, -30, -30, -30, -30])
cases.add([2] * 30)
cases.add([5, 0, 2, -3])
cases.add([1, -1])
cases.add([0, 4, 0])
for n, factors, zeros in ((10, [2, 3, -4], 0), (100, [7, -9, 11], 1), (1000, [30, -30, 29], 0),
                          (1000, [2] * 30, 0), (2000, [-2] * 30, 0), (3000, [3, 5, 7, 11], 2)):
    cases.add(bounded(n, factors, zeros))
# Large: multiplying all the others for every index (O(n^2), 2.5 * 10^9 steps) times out.
cases.add(bounded(5 * 10**4, [], 0))
cases.add(bounded(5 * 10**4, [], 1))
cases.print()
