"""Move Zeroes cases: the examples, edge cases, then arrays of 10^4 with many zeroes."""
import json
import random

rng = random.Random(283)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([0, 1, 0, 3, 12], True)
add([0], True)
add([4, 0, 5, 0, 0, 6], True)
add([1])
add([1, 2, 3])
add([0, 0, 0, 1])
add([1, 0, 0, 0])
add([0, 0, 0, 0, 0])
add([-1, 0, -2, 0, 0, -3])
add([-(2**31), 0, 2**31 - 1, 0])
add([2**31 - 1, 2**31 - 1, 0, -(2**31)])
add([0, 1])
add([1, 0])
add([5, 5, 0, 5, 5, 0])
for n in (10, 50, 100, 1000):
    add([rng.choice([0, 0, rng.randint(-9, 9)]) for _ in range(n)])
for n, zero_share in ((10**4, 0.5), (10**4, 0.99), (10**4, 0.0)):
    add([0 if rng.random() < zero_share else rng.randint(-999, 999) for _ in range(n)])
add([0] * 5000 + list(range(1, 5001)))
add([rng.randint(-(2**31), 2**31 - 1) if i % 3 else 0 for i in range(2000)])
print(json.dumps(cases))
