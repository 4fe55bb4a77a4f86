"""Subarray Sum Equals K cases: the examples, zeros and negatives, then 2 * 10^4 numbers."""
import json
import random

rng = random.Random(560)
cases = []


def add(nums, k, public=False):
    cases.append({"input": f"{json.dumps(nums, separators=(',', ':'))}\n{k}", "public": public})


add([1, 1, 1], 2, True)
add([1, 2, 3], 3, True)
add([1], 0)
add([0], 0)
add([-1], -1)
add([1, -1, 0], 0)
add([0, 0, 0, 0], 0)
add([3, 4, 7, 2, -3, 1, 4, 2], 7)
add([1, 2, 1, 2, 1], 3)
add([-1, -1, 1], 0)
add([1000] * 10, 10**4)
add([-1000, 1000] * 5, 0)
add([5], 10**7)
add([1, -1] * 50, 0)
for n, bound in ((10, 3), (100, 10), (1000, 1000), (5000, 5)):
    nums = [rng.randint(-bound, bound) for _ in range(n)]
    i, j = sorted(rng.sample(range(n + 1), 2))
    add(nums, sum(nums[i:j]))
# Large: 2 * 10^4 numbers. All zeros has about 2 * 10^8 matching runs (still within 32 bits).
add([0] * 20000, 0)
nums = [rng.randint(-9, 9) for _ in range(20000)]
add(nums, 7)
nums = [rng.randint(-1000, 1000) for _ in range(20000)]
add(nums, sum(nums[100:19000]))
add([1000] * 10000, 10**7)
add([-1000] * 10000, -(10**7))
print(json.dumps(cases))
