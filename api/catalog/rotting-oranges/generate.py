"""Rotting Oranges cases: the examples, empty and isolated crates, then random and winding 10 x 10 crates."""
from casegen import Cases

cases = Cases(seed=994)
rng = cases.rng


def crate(m, n, weights):
    return [[rng.choices([0, 1, 2], weights)[0] for _ in range(n)] for _ in range(m)]


cases.add([[2, 1, 1], [1, 1, 0], [0, 1, 1]], public=True)
cases.add([[2, 1, 1], [0, 1, 1], [1, 0, 1]], public=True)
cases.add([[0, 2]], public=True)
cases.add([[0]])
cases.add([[1]])
cases.add([[2]])
cases.add([[2, 1]])
cases.add([[1, 2, 1]])
cases.add([[2, 0, 1]])
cases.add([[1, 1, 1, 1, 1, 1, 1, 1, 1, 2]])
cases.add([[2], [1], [1], [1], [1], [1], [1], [1], [1], [1]])
cases.add([[2] * 10 for _ in range(10)])
cases.add([[1] * 10 for _ in range(10)])
cases.add([[2, 2], [1, 1], [0, 0], [2, 0]])
full = [[1] * 10 for _ in range(10)]
full[0][0] = 2
cases.add(full)
full = [[1] * 10 for _ in range(10)]
full[0][0], full[9][9] = 2, 2
cases.add(full)
# A winding corridor: the rot has to walk the whole snake, one cell per minute.
snake = [[1] * 10 for _ in range(10)]
for i in range(1, 10, 2):
    for j in range(10):
        snake[i][j] = 0
    snake[i][9 if i % 4 == 1 else 0] = 1
snake[0][0] = 2
cases.add(snake)
for m, n, weights in ((3, 3, (1, 3, 1)), (5, 5, (1, 5, 1)), (10, 10, (1, 8, 1)), (10, 10, (2, 6, 1)),
                      (7, 10, (1, 10, 1)), (10, 1, (1, 3, 1))):
    cases.add(crate(m, n, weights))
cases.print()
