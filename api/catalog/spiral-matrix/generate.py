"""Spiral Matrix cases: the examples, single rows and columns, then every shape up to 10 x 10."""
import json
import random

rng = random.Random(54)
cases = []


def add(matrix, public=False):
    cases.append({"input": json.dumps(matrix, separators=(",", ":")), "public": public})


def grid(m, n):
    return [[rng.randint(-100, 100) for _ in range(n)] for _ in range(m)]


add([[1, 2, 3], [4, 5, 6], [7, 8, 9]], True)
add([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], True)
add([[7]])
add([[-100]])
add([[1, 2, 3, 4, 5]])
add([[1], [2], [3], [4], [5]])
add([[1, 2], [3, 4]])
add([[1, 2], [3, 4], [5, 6]])
add([[1, 2, 3], [4, 5, 6]])
add([[i * 10 + j for j in range(10)] for i in range(10)])
for m, n in ((1, 10), (10, 1), (2, 10), (10, 2), (3, 7), (7, 3), (4, 4), (5, 6), (6, 5), (9, 10),
             (10, 9), (10, 10), (8, 8), (5, 5)):
    add(grid(m, n))
print(json.dumps(cases))
