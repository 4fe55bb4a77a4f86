"""Merge k Sorted Lists cases: the examples, empty lists, then 10^4 nodes in many lists."""
import json
import random

rng = random.Random(23)
cases = []


def add(lists, public=False):
    cases.append({"input": json.dumps(lists, separators=(",", ":")), "public": public})


def sorted_list(n, low=-10**4, high=10**4):
    return sorted(rng.randint(low, high) for _ in range(n))


add([[1, 4, 5], [1, 3, 4], [2, 6]], True)
add([], True)
add([[]], True)
add([[], []])
add([[1]])
add([[], [1]])
add([[1], []])
add([[], [], [-1]])
add([[2], [1]])
add([[-10**4, 10**4], [0]])
add([[1, 1, 1], [1, 1], [1]])
add([[5, 6, 7], [1, 2, 3], [4]])
add([[1, 2, 3], [], [4, 5, 6], [], []])
for k, size in ((3, 10), (10, 50), (50, 20), (200, 5)):
    add([sorted_list(rng.randint(0, size)) for _ in range(k)])
add([sorted_list(500) for _ in range(20)])
add([[rng.randint(-10**4, 10**4)] for _ in range(10**4)])
add([[] for _ in range(5000)] + [sorted_list(500)])
add([sorted_list(2, -9, 9) for _ in range(5000)])
add([list(range(i, 10**4, 20)) for i in range(20)])
add([[3], [1, 2], [], [0, 4]])
print(json.dumps(cases))
