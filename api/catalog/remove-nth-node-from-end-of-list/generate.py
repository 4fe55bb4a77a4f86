"""Remove Nth Node From End of List cases: the examples, removing each end, then random lists."""
import json
import random

rng = random.Random(19)
cases = []


def add(values, n, public=False):
    cases.append({"input": f"{json.dumps(values, separators=(',', ':'))}\n{n}", "public": public})


add([1, 2, 3, 4, 5], 2, True)
add([1], 1, True)
add([1, 2], 1, True)
add([1, 2], 2)
add([1, 2, 3], 3)
add([1, 2, 3], 2)
add([1, 2, 3], 1)
add([0, 0, 0, 0], 2)
add([100, 0, 100], 2)
add([7, 7, 7, 7, 7], 5)
add(list(range(30)), 30)
add(list(range(30)), 1)
add(list(range(30)), 15)
add(list(range(30)), 29)
add(list(range(30)), 2)
for _ in range(10):
    size = rng.randint(1, 30)
    add([rng.randint(0, 100) for _ in range(size)], rng.randint(1, size))
print(json.dumps(cases))
