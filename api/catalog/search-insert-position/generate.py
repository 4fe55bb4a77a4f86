"""Search Insert Position cases: the examples, before/after/between edges, then 10^4 values."""
import json
import random

rng = random.Random(35)
cases = []


def add(nums, target, public=False):
    cases.append({"input": f"{json.dumps(nums, separators=(',', ':'))}\n{target}", "public": public})


add([1, 3, 5, 6], 5, True)
add([1, 3, 5, 6], 2, True)
add([1, 3, 5, 6], 7, True)
add([1, 3, 5, 6], 0)
add([1], 0)
add([1], 1)
add([1], 2)
add([-10**4], 10**4)
add([10**4], -10**4)
add([-5, -3, 0, 2], -4)
add([-5, -3, 0, 2], 2)
add([-5, -3, 0, 2], -5)
add([2, 4], 3)
for n in (5, 40, 300, 800):
    nums = sorted(rng.sample(range(-10**4, 10**4 + 1), n))
    add(nums, rng.choice(nums))
    add(nums, rng.randint(-10**4, 10**4))
big = sorted(rng.sample(range(-10**4, 10**4 + 1), 10**4))
add(big, big[-1])
add(big, 10**4 if big[-1] < 10**4 else big[0] - 1)
add(list(range(-10**4, 10**4, 2)), 10**4)
add([-10**4, 10**4], 0)
print(json.dumps(cases))
