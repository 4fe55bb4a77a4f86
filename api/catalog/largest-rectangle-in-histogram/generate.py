"""Largest Rectangle in Histogram cases: the examples, edges, then 10^5 bars."""
import json
import random

rng = random.Random(84)
cases = []


def add(heights, public=False):
    cases.append({"input": json.dumps(heights, separators=(",", ":")), "public": public})


add([2, 1, 5, 6, 2, 3], True)
add([2, 4], True)
add([3, 3, 3], True)
add([0])
add([10**4])
add([0, 0, 0])
add([1, 2, 3, 4, 5])
add([5, 4, 3, 2, 1])
add([2, 0, 2])
add([4, 2, 0, 3, 2, 5])
add([6, 2, 5, 4, 5, 1, 6])
add([1, 10**4, 1])
add([2, 1, 2])
add([0, 9, 0])
for n, top in ((10, 10), (100, 100), (1000, 10**4), (5000, 10**4)):
    add([rng.randint(0, top) for _ in range(n)])
# Large, one-digit heights keep the file small; every run of bars is ~5 * 10^9 steps.
add([rng.randint(1, 9) for _ in range(10**5)])
add([9] * 20000)
add([1, 1])
add([1 + i % 9 for i in range(30000)])
add([10**4] * 1000 + [1] * 1000)
print(json.dumps(cases))
