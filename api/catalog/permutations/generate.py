"""Permutations cases: the examples, negatives and unsorted inputs, then arrays of six numbers."""
import json
import random

rng = random.Random(46)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([1, 2, 3], True)
add([0, 1], True)
add([1], True)
add([-10])
add([10, -10])
add([3, 2, 1])
add([2, 3, 1])
add([0, -1, 1])
add([5, 4, 6, 2])
add([1, 2, 3, 4])
add([-3, -2, -1, 0, 1])
add([6, 5, 4, 3, 2, 1])
add([10, -10, 0, 5, -5, 1])
for n in (2, 3, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6):
    add(rng.sample(range(-10, 11), n))
print(json.dumps(cases))
