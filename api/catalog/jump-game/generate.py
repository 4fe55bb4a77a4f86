"""Jump Game cases: the examples, zeros in the way, then arrays of 10^4."""
import json
import random

rng = random.Random(55)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([2, 3, 1, 1, 4], True)
add([3, 2, 1, 0, 4], True)
add([0])
add([5])
add([0, 1])
add([1, 0])
add([2, 0, 0])
add([1, 0, 1])
add([2, 0, 0, 1])
add([1, 1, 0, 1])
add([3, 0, 0, 0])
add([100000] + [0] * 9999)
add([1] * 10000)
add([1] * 9998 + [0, 0])
add([1] * 9998 + [0, 5])
add(list(range(10000, 0, -1)))
# The longest jump lands on a zero while a shorter one leads on: greedy "jump as far as possible" fails.
add([2, 5, 0, 0])
add([3, 4, 1, 0, 0, 1, 0])
add([2, 3, 0, 0, 1])
add(([2, 2, 0] * 3334)[:10000])
# Reachable only through long jumps over runs of zeros.
nums = [0] * 10000
for i in range(0, 10000, 100):
    nums[i] = 100
add(nums)
nums[5000] = 99
add(nums)
for n, high, zero_share in ((10, 3, 0.3), (100, 5, 0.3), (1000, 3, 0.4), (10000, 2, 0.45), (10000, 3, 0.6)):
    add([0 if rng.random() < zero_share else rng.randint(1, high) for _ in range(n)])
print(json.dumps(cases))
