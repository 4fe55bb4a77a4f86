"""Search in Rotated Sorted Array cases: the examples, every rotation of a small array, then 5000 values."""
import json
import random

rng = random.Random(33)
cases = []


def add(nums, target, public=False):
    cases.append({"input": f"{json.dumps(nums, separators=(',', ':'))}\n{target}", "public": public})


def rotated(n, low=-10**4, high=10**4):
    values = sorted(rng.sample(range(low, high + 1), n))
    k = rng.randrange(n)
    return values[k:] + values[:k]


add([4, 5, 6, 7, 0, 1, 2], 0, True)
add([4, 5, 6, 7, 0, 1, 2], 3, True)
add([1], 0, True)
add([1], 1)
add([1, 3], 3)
add([3, 1], 1)
add([3, 1], 3)
add([3, 1], 2)
add([5, 1, 3], 5)
add([5, 1, 3], 3)
add([4, 5, 6, 7, 8, 1, 2, 3], 8)
add([1, 2, 3, 4, 5], 1)
add([2, 3, 4, 5, 1], 1)
add([-10000, 10000], 10000)
add([10000, -10000], -10000)
values = [1, 3, 5, 7, 9, 11]
for k in range(6):
    add(values[k:] + values[:k], values[(k + 2) % 6])
for n in (10, 100, 1000, 5000, 5000):
    nums = rotated(n)
    add(nums, rng.choice(nums))
    add(nums, rng.choice([x for x in range(-10**4, 10**4 + 1) if x not in set(nums)][:2000]))
print(json.dumps(cases))
