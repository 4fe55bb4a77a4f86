"""Trapping Rain Water cases: the examples, flat and single bars, then 2 * 10^4 bars."""
import json
import random

rng = random.Random(42)
cases = []


def add(height, public=False):
    cases.append({"input": json.dumps(height, separators=(",", ":")), "public": public})


add([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], True)
add([4, 2, 0, 3, 2, 5], True)
add([3, 2, 1], True)
add([0])
add([10**5])
add([5, 5])
add([2, 0, 2])
add([0, 0, 0, 0])
add([1, 2, 3, 4, 5])
add([5, 4, 1, 2])
add([10**5, 0, 10**5])
add([3, 0, 0, 2, 0, 4])
add([0, 7, 1, 4, 6])
add([6, 1, 6, 1, 6])
for n, top in ((10, 5), (100, 100), (1000, 10**5), (5000, 10**5)):
    add([rng.randint(0, top) for _ in range(n)])
# The deepest pool the constraints allow: 19998 * 10^5 units, just below 2^31.
add([10**5] + [0] * (2 * 10**4 - 2) + [10**5])
add([rng.randint(0, 9) for _ in range(2 * 10**4)])
add(list(range(10**4)) + list(range(10**4, 0, -1)))
add([i % 100 for i in range(2 * 10**4)])
add([rng.randint(0, 10**5) if i % 1000 == 0 else rng.randint(0, 9) for i in range(2 * 10**4)])
print(json.dumps(cases))
