"""Contains Duplicate cases: the examples, edges, then large arrays of distinct values."""
import json
import random

rng = random.Random(217)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([1, 2, 3, 1], True)
add([1, 2, 3, 4], True)
add([1, 1, 1, 3, 3, 4, 3, 2, 4, 2], True)
add([1])
add([-10**9])
add([0, 0])
add([10**9, -10**9])
add([10**9, 10**9])
add([-10**9, 5, -10**9])
add([-1, 1])
add([3, 1, 2, 3])
add([1, 2, 3, 4, 5, 6, 7, 8, 9, 1])
for n in (10, 100, 1000, 2000):
    add(rng.sample(range(-10**9, 10**9), n))
    nums = rng.sample(range(-10**9, 10**9), n - 1)
    nums.append(rng.choice(nums))
    add(nums)
# Large and all distinct: every pair must be looked at by a brute force.
add(rng.sample(range(-30000, 30000), 60000))
big = list(range(20000))
rng.shuffle(big)
big[-1] = big[0]
add(big)
add(list(range(-10**9, -10**9 + 3000)))
print(json.dumps(cases))
