"""Max Area of Island cases: the examples, edge grids, then random, full and snake-shaped grids of 50 x 50."""
from casegen import Cases

cases = Cases(seed=695)
rng = cases.rng


def random_grid(m, n, land):
    return [[1 if rng.random() < land else 0 for _ in range(n)] for _ in range(m)]


cases.add([
    [0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0],
    [0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
], public=True)
cases.add([[0, 0, 0, 0, 0, 0, 0, 0]], public=True)
cases.add([[0]])
cases.add([[1]])
cases.add([[1, 0], [0, 1]])
cases.add([[1, 1], [1, 0]])
cases.add([[1, 0, 1], [0, 1, 0], [1, 0, 1]])
cases.add([[1] * 50])
cases.add([[1]] * 50)
cases.add([[1] * 50 for _ in range(50)])
cases.add([[0] * 50 for _ in range(50)])
# A checkerboard: every island has area 1.
cases.add([[(i + j + 1) % 2 for j in range(50)] for i in range(50)])
# A ring around a lake with an island inside it.
cases.add([[1, 1, 1, 1, 1], [1, 0, 0, 0, 1], [1, 0, 1, 0, 1], [1, 0, 0, 0, 1], [1, 1, 1, 1, 1]])
# Two islands of equal area next to a larger one.
cases.add([[1, 1, 0, 1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 0, 1, 1, 1]])
for m, n, land in ((3, 4, 0.5), (8, 8, 0.45), (20, 30, 0.5), (50, 50, 0.4), (50, 50, 0.55),
                   (1, 50, 0.7), (50, 1, 0.7), (50, 50, 0.6), (35, 50, 0.5)):
    cases.add(random_grid(m, n, land))
# One snake-shaped island through the whole grid: a flood fill goes ~1300 cells deep.
snake = []
for i in range(50):
    if i % 2 == 0:
        snake.append([1] * 50)
    elif i % 4 == 1:
        snake.append([0] * 49 + [1])
    else:
        snake.append([1] + [0] * 49)
cases.add(snake)
cases.print()
