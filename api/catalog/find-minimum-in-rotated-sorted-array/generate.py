"""Find Minimum in Rotated Sorted Array cases: the examples, every rotation of small arrays, then 5000 values."""
import json
import random

rng = random.Random(153)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


def rotated(n, k=None):
    values = sorted(rng.sample(range(-5000, 5001), n))
    k = rng.randrange(n) if k is None else k
    return values[k:] + values[:k]


add([3, 4, 5, 1, 2], True)
add([4, 5, 6, 7, 0, 1, 2], True)
add([11, 13, 15, 17], True)
add([1])
add([-5000])
add([1, 2])
add([2, 1])
add([5000, -5000])
values = [-3, 0, 2, 8, 9]
for k in range(5):
    add(values[k:] + values[:k])
add(list(range(-5000, 0)))
add(list(range(1, 5000)) + [-1])
add([5000] + list(range(-4999, 0)))
for n in (10, 100, 1000, 5000, 5000, 4999):
    add(rotated(n))
add(rotated(5000, 2500))
print(json.dumps(cases))
