"""Longest Increasing Subsequence cases: the examples, monotone and equal runs, then 2500 numbers."""
import json
import random

rng = random.Random(300)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([10, 9, 2, 5, 3, 7, 101, 18], True)
add([0, 1, 0, 3, 2, 3], True)
add([7, 7, 7, 7, 7, 7, 7], True)
add([1])
add([-10000])
add([1, 2])
add([2, 1])
add([1, 1])
add([4, 10, 4, 3, 8, 9])
add([3, 5, 6, 2, 5, 4, 19, 5, 6, 7, 12])
add([1, 3, 6, 7, 9, 4, 10, 5, 6])
add(list(range(-1250, 1250)))
add(list(range(10000, 7500, -1)))
add([5] * 2500)
add([i // 2 for i in range(2500)])
for n, bound in ((10, 5), (50, 100), (200, 10**4), (1000, 10**4), (2500, 10**4), (2500, 50)):
    add([rng.randint(-bound, bound) for _ in range(n)])
add(sorted(rng.sample(range(-10**4, 10**4), 2500)))
add([x + rng.randint(-300, 300) for x in range(-1250, 1250)])
print(json.dumps(cases))
