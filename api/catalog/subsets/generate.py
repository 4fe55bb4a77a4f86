"""Subsets cases: the examples, negatives, then arrays of up to ten numbers."""
import json
import random

rng = random.Random(78)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([1, 2, 3], True)
add([0], True)
add([-10])
add([10])
add([1, 2])
add([2, 1])
add([-1, 0, 1])
add([5, -5, 0, 10])
add(list(range(10)))
add(list(range(-10, 0)))
add([10, 8, 6, 4, 2, 0, -2, -4, -6, -8])
for n in (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10):
    add(rng.sample(range(-10, 11), n))
print(json.dumps(cases))
