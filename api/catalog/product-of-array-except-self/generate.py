"""Product of Array Except Self cases: the examples, zeros and signs, then 5 * 10^4 numbers.

Products must fit in 32 bits, so large arrays are mostly 1 and -1 with a few larger factors."""
import json
import random

rng = random.Random(238)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


def bounded(n, factors, zeros=0):
    """n numbers, all 1 or -1 except `factors` (whose product is within 32 bits) and some zeros."""
    nums = [rng.choice([1, -1]) for _ in range(n)]
    positions = rng.sample(range(n), len(factors) + zeros)
    for position, value in zip(positions, factors + [0] * zeros):
        nums[position] = value
    return nums


add([1, 2, 3, 4], True)
add([-1, 1, 0, -3, 3], True)
add([2, 3])
add([0, 0])
add([0, 5])
add([-30, 30])
add([1, 0, 0, 1])
add([-1, -1, -1])
add([30, 30, 30, 30, 30, 30])
add([-30, -30, -30, -30, -30, -30])
add([2] * 30)
add([5, 0, 2, -3])
add([1, -1])
add([0, 4, 0])
for n, factors, zeros in ((10, [2, 3, -4], 0), (100, [7, -9, 11], 1), (1000, [30, -30, 29], 0),
                          (1000, [2] * 30, 0), (2000, [-2] * 30, 0), (3000, [3, 5, 7, 11], 2)):
    add(bounded(n, factors, zeros))
# Large: multiplying all the others for every index (O(n^2), 2.5 * 10^9 steps) times out.
add(bounded(5 * 10**4, [], 0))
add(bounded(5 * 10**4, [], 1))
print(json.dumps(cases))
