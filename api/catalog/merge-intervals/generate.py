"""Merge Intervals cases: the examples, nested and touching intervals, then 10^4 intervals."""
import json
import random

rng = random.Random(56)
cases = []


def add(intervals, public=False):
    cases.append({"input": json.dumps(intervals, separators=(",", ":")), "public": public})


def random_intervals(n, high, longest):
    out = []
    for _ in range(n):
        start = rng.randint(0, high)
        out.append([start, min(high, start + rng.randint(0, longest))])
    return out


add([[1, 3], [2, 6], [8, 10], [15, 18]], True)
add([[1, 4], [4, 5]], True)
add([[0, 0]])
add([[5, 5], [5, 5]])
add([[1, 4], [0, 4]])
add([[1, 4], [2, 3]])
add([[1, 4], [0, 0]])
add([[4, 7], [1, 4]])
add([[2, 3], [4, 5], [6, 7], [8, 9], [1, 10]])
add([[1, 3], [5, 7], [2, 6]])
add([[10000, 10000], [0, 10000]])
add([[0, 1], [2, 3], [4, 5]])
add([[1, 4], [5, 6]])
add([[2, 2], [1, 3], [3, 3]])
add([[i, i + 1] for i in range(0, 100, 2)])
add([[i, i] for i in range(100)])
for n, high, longest in ((5, 20, 5), (20, 100, 10), (100, 1000, 20), (1000, 10**4, 10), (3000, 10**4, 3)):
    add(random_intervals(n, high, longest))
add(random_intervals(10**4, 10**4, 2))
add([[i, 10**4 - i] for i in range(5000)][::-1])
print(json.dumps(cases))
