"""Maximum Subarray cases: the examples, all-negative and single arrays, then 10^5 numbers."""
import json
import random

rng = random.Random(53)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([-2, 1, -3, 4, -1, 2, 1, -5, 4], True)
add([1], True)
add([5, 4, -1, 7, 8], True)
add([-1])
add([-10000])
add([10000])
add([-3, -1, -2])
add([0, 0, 0])
add([-2, -1])
add([1, -1, 1, -1, 1])
add([10000] * 1000)
add([-10000] * 1000)
add([8, -19, 5, -4, 20])
add([3, -2, 5, -1])
add([-1, 10000, -10000, 10000])
add([2, -1, 2, -1, 2, -10, 5])
add([0, -3, 1, 1])
for n, bound in ((10, 10), (100, 100), (1000, 10**4), (5000, 10**4)):
    add([rng.randint(-bound, bound) for _ in range(n)])
# Large: 10^5 small numbers, so that checking every start and end (5 * 10^9 pairs) times out.
add([rng.randint(-9, 8) for _ in range(10**5)])
add([rng.randint(-9, 9) for _ in range(20000)] + [-10**4])
print(json.dumps(cases))
