"""Median of Two Sorted Arrays cases: the examples, one side empty, overlaps, then 1000 + 1000."""
import json
import random

rng = random.Random(4)
cases = []
LIMIT = 10**6


def lit(values):
    return json.dumps(values, separators=(",", ":"))


def add(a, b, public=False):
    cases.append({"input": f"{lit(a)}\n{lit(b)}", "public": public})


def sorted_values(n, low=-LIMIT, high=LIMIT):
    return sorted(rng.randint(low, high) for _ in range(n))


add([1, 3], [2], True)
add([1, 2], [3, 4], True)
add([], [7], True)
add([5], [])
add([], [1, 2])
add([-LIMIT], [LIMIT])
add([LIMIT, LIMIT], [LIMIT])
add([1, 1, 1], [1, 1, 1])
add([1, 2, 3], [4, 5, 6, 7])
add([4, 5, 6, 7], [1, 2, 3])
add([-5, -3, -1], [-4, -2])
add([0, 0], [0, 0])
add([1], [2, 3, 4, 5, 6])
add([3], [-2, -1])
add([1, 2], [-1, 3])
for m, n in ((3, 8), (50, 51), (100, 0), (0, 99), (1, 999), (999, 1)):
    add(sorted_values(m), sorted_values(n))
add(sorted_values(1000), sorted_values(1000))
add(sorted_values(1000, -5, 5), sorted_values(1000, -5, 5))
add(list(range(-LIMIT, -LIMIT + 1000)), list(range(LIMIT - 999, LIMIT + 1)))
add(sorted_values(1000), sorted_values(999))
print(json.dumps(cases))
