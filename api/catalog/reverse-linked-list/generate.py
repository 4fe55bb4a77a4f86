"""Reverse Linked List cases: the examples, edge cases, then lists of 5000 nodes."""
import json
import random

rng = random.Random(206)
cases = []


def add(values, public=False):
    cases.append({"input": json.dumps(values, separators=(",", ":")), "public": public})


add([1, 2, 3, 4, 5], True)
add([1, 2], True)
add([], True)
add([7])
add([0, 0, 1])
add([-5000, 5000])
add([5000, -5000, 0])
add([3, 3, 3, 3])
add([-1, -2, -3])
add([1, 2, 3, 2, 1])
add(list(range(1, 11)))
add([0])
add([-5000])
for n in (3, 17, 64, 100, 500, 999):
    add([rng.randint(-5000, 5000) for _ in range(n)])
add(list(range(-2500, 2500)))
add([rng.randint(-5000, 5000) for _ in range(5000)])
add([0] * 5000)
add(list(range(5000, 0, -1)))
print(json.dumps(cases))
