"""Swim in Rising Water cases: the examples, 1 x 1 and 2 x 2 grids, spirals and snakes that force long
detours, then random permutations on 50 x 50 grids."""
from casegen import Cases

cases = Cases(seed=778)
rng = cases.rng


def add(grid, public=False):
    n = len(grid)
    assert 1 <= n <= 50 and all(len(row) == n for row in grid)
    assert sorted(v for row in grid for v in row) == list(range(n * n))
    cases.add(grid, public=public)


def random_grid(n):
    values = list(range(n * n))
    rng.shuffle(values)
    return [values[i * n:(i + 1) * n] for i in range(n)]


def snake(n):
    """A winding corridor of low values through walls of high ones: the only cheap route zigzags
    up and down the whole grid (the corridor takes the values 0, 1, ... in order)."""
    corridor = []
    for i in range(0, n, 2):
        cols = range(n) if (i // 2) % 2 == 0 else range(n - 1, -1, -1)
        corridor += [(i, j) for j in cols]
        if i + 1 < n:
            corridor.append((i + 1, n - 1 if (i // 2) % 2 == 0 else 0))
    grid = [[None] * n for _ in range(n)]
    for v, (i, j) in enumerate(corridor):
        grid[i][j] = v
    rest = list(range(len(corridor), n * n))
    rng.shuffle(rest)
    for i in range(n):
        for j in range(n):
            if grid[i][j] is None:
                grid[i][j] = rest.pop()
    return grid


add([[0, 2], [1, 3]], True)
add([[0, 1, 2, 3, 4], [24, 23, 22, 21, 5], [12, 13, 14, 15, 16], [11, 17, 18, 19, 20], [10, 9, 8, 7, 6]], True)
add([[0]])
add([[3, 2], [0, 1]])
add([[1, 0], [2, 3]])
add([[0, 3], [2, 1]])
# The start or the end is the highest cell.
add([[8, 1, 2], [3, 4, 5], [6, 7, 0]])
add([[0, 1, 2], [3, 4, 5], [6, 7, 8]])
add([[i * 50 + j for j in range(50)] for i in range(50)])
add([[2499 - (i * 50 + j) for j in range(50)] for i in range(50)])
for n in (3, 4, 6, 10, 25, 50):
    add(snake(n))
for n in (3, 5, 8, 12, 20, 35, 49, 50, 50, 50):
    add(random_grid(n))
cases.print()
