"""Rotting Oranges cases: the examples, empty and isolated crates, then random and winding 10 x 10 crates."""
import json
import random

rng = random.Random(994)
cases = []


def add(grid, public=False):
    cases.append({"input": json.dumps(grid, separators=(",", ":")), "public": public})


def crate(m, n, weights):
    return [[rng.choices([0, 1, 2], weights)[0] for _ in range(n)] for _ in range(m)]


add([[2, 1, 1], [1, 1, 0], [0, 1, 1]], True)
add([[2, 1, 1], [0, 1, 1], [1, 0, 1]], True)
add([[0, 2]], True)
add([[0]])
add([[1]])
add([[2]])
add([[2, 1]])
add([[1, 2, 1]])
add([[2, 0, 1]])
add([[1, 1, 1, 1, 1, 1, 1, 1, 1, 2]])
add([[2], [1], [1], [1], [1], [1], [1], [1], [1], [1]])
add([[2] * 10 for _ in range(10)])
add([[1] * 10 for _ in range(10)])
add([[2, 2], [1, 1], [0, 0], [2, 0]])
full = [[1] * 10 for _ in range(10)]
full[0][0] = 2
add(full)
full = [[1] * 10 for _ in range(10)]
full[0][0], full[9][9] = 2, 2
add(full)
# A winding corridor: the rot has to walk the whole snake, one cell per minute.
snake = [[1] * 10 for _ in range(10)]
for i in range(1, 10, 2):
    for j in range(10):
        snake[i][j] = 0
    snake[i][9 if i % 4 == 1 else 0] = 1
snake[0][0] = 2
add(snake)
for m, n, weights in ((3, 3, (1, 3, 1)), (5, 5, (1, 5, 1)), (10, 10, (1, 8, 1)), (10, 10, (2, 6, 1)),
                      (7, 10, (1, 10, 1)), (10, 1, (1, 3, 1))):
    add(crate(m, n, weights))
print(json.dumps(cases))
