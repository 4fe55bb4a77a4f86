"""Merge Two Sorted Lists cases: the examples, empty and one-sided lists, then 50-node lists."""
import json
import random

rng = random.Random(21)
cases = []


def lit(values):
    return json.dumps(values, separators=(",", ":"))


def add(a, b, public=False):
    cases.append({"input": f"{lit(a)}\n{lit(b)}", "public": public})


def sorted_list(n, low=-100, high=100):
    return sorted(rng.randint(low, high) for _ in range(n))


add([1, 2, 4], [1, 3, 4], True)
add([], [], True)
add([], [0], True)
add([5], [])
add([-100], [100])
add([100], [-100])
add([1, 1, 1], [1, 1])
add([1, 2, 3], [4, 5, 6])
add([4, 5, 6], [1, 2, 3])
add([-3, -1], [-2, 0, 2])
add([0], [0])
add([2], [1])
add([1, 3, 5, 7], [2])
for n, m in ((3, 7), (10, 10), (1, 49), (25, 0), (0, 30), (17, 33)):
    add(sorted_list(n), sorted_list(m))
add(sorted_list(50), sorted_list(50))
add([-100] * 50, [100] * 50)
add(sorted_list(50, -2, 2), sorted_list(50, -2, 2))
add(list(range(-100, 100, 4)), list(range(-98, 100, 4)))
print(json.dumps(cases))
