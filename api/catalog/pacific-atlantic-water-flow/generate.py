"""Pacific Atlantic Water Flow cases: the examples, small edge grids, random terrains, then 200 x 200
grids, one of them a wide plateau that drains only into the Pacific (a search from every cell
explores the whole plateau each time)."""
from casegen import Cases

cases = Cases(seed=417)
rng = cases.rng


def random_grid(m, n, high):
    return [[rng.randint(0, high) for _ in range(n)] for _ in range(m)]


cases.add([[1, 2, 2, 3, 5], [3, 2, 3, 4, 4], [2, 4, 5, 3, 1], [6, 7, 1, 4, 5], [5, 1, 1, 2, 4]], public=True)
cases.add([[1]], public=True)
cases.add([[100000]])
cases.add([[3, 3, 3]])
cases.add([[1], [5], [2]])
cases.add([[1, 2], [4, 3]])
cases.add([[2, 1], [1, 2]])
cases.add([[7, 7, 7], [7, 7, 7], [7, 7, 7]])
# A peak inside a walled pit: neither the peak nor the pit drains into an ocean.
cases.add([[5, 5, 5, 5], [5, 1, 1, 5], [5, 1, 9, 5], [5, 5, 5, 5]])
# Rising to the bottom right: water from the far corner flows everywhere downhill.
cases.add([[i + j for j in range(6)] for i in range(6)])
cases.add([[100000 - i - j for j in range(7)] for i in range(5)])
cases.add([list(range(200))])
cases.add([[v] for v in range(200, 0, -1)])
for m, n, high in ((3, 3, 3), (5, 8, 10), (10, 10, 5), (20, 15, 100), (40, 40, 10),
                   (60, 30, 100000), (100, 100, 50)):
    cases.add(random_grid(m, n, high))
# 200 x 200 with small heights, so flat runs connect large regions.
cases.add(random_grid(200, 200, 9))
# A ridge: heights grow towards the middle column, so both oceans climb far into the grid.
cases.add([[100 - abs(j - 100) + rng.randint(0, 2) for j in range(200)] for i in range(200)])
# A 200 x 200 plateau of height 1 that opens only onto the Pacific (top row and left column at 0);
# the bottom row and the right column (the two corners that touch both oceans included) stand at 2,
# so the plateau never drains into the Atlantic.
plateau = [[1] * 200 for _ in range(200)]
for k in range(200):
    plateau[0][k] = plateau[k][0] = 0
for k in range(200):
    plateau[199][k] = plateau[k][199] = 2
cases.add(plateau)
cases.print()
