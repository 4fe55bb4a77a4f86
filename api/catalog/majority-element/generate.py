"""Majority Element cases: the examples, bare majorities, then 5 * 10^4 values."""
import json
import random

rng = random.Random(169)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


def with_majority(n, major, low, high, extra=1):
    count = n // 2 + extra
    nums = [major] * count + [rng.randint(low, high) for _ in range(n - count)]
    rng.shuffle(nums)
    return nums


add([3, 2, 3], True)
add([2, 2, 1, 1, 1, 2, 2], True)
add([6], True)
add([-10**9])
add([10**9, 10**9])
add([1, 2, 2])
add([2, 1, 2])
add([1, 1, 2])
add([-1, -1, -1, 5, 5])
add([5, 5, 1, 1, 5])
add([0, 0, 0, 0])
add([10**9, -10**9, 10**9])
add([4, 5, 4, 5, 4, 5, 4])
for n in (9, 20, 101, 1000, 4000):
    add(with_majority(n, rng.randint(-10**9, 10**9), -10**9, 10**9))
add(with_majority(50000, 7, 0, 9))
add(with_majority(49999, -3, -9, 9))
# The majority first falls behind, then catches up at the very end.
add([1] * 12000 + [2] * 12001)
add([9] * 24999 + [8] * 25000 + [8])
add([-5, 6, 6])
add([2, 2, 2, 1, 1])
print(json.dumps(cases))
