"""Longest Increasing Path cases: the examples, single rows and columns, flat grids, then 200 × 200
grids: a snake whose one path covers every cell, a diagonal slope with exponentially many longest
paths, and random values."""
from casegen import Cases

cases = Cases(seed=329)
rng = cases.rng
BIG = 2**31 - 1


def grid(m, n, low, high):
    return [[rng.randint(low, high) for _ in range(n)] for _ in range(m)]


def snake(m, n):
    """Values 0 .. m·n - 1 along a boustrophedon: the longest path visits every cell."""
    rows = [[0] * n for _ in range(m)]
    k = 0
    for i in range(m):
        for j in range(n) if i % 2 == 0 else range(n - 1, -1, -1):
            rows[i][j] = k
            k += 1
    return rows


cases.add([[9, 9, 4], [6, 6, 8], [2, 1, 1]], public=True)
cases.add([[3, 4, 5], [3, 2, 6], [2, 2, 1]], public=True)
cases.add([[1]], public=True)
cases.add([[0]])
cases.add([[BIG]])
cases.add([[1, 2]])
cases.add([[2], [1]])
cases.add([[7, 7], [7, 7]])
cases.add([[0, BIG], [BIG, 0]])
cases.add([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]])
cases.add([[5], [4], [3], [2], [1], [0]])
cases.add([[3, 2, 1], [4, 9, 0], [5, 6, 7]])
cases.add([list(range(200))])
cases.add([[x] for x in range(200, 0, -1)])
cases.add([[5] * 200 for _ in range(200)])                           # all equal: 1
cases.add(snake(200, 200))                                            # 40 000
cases.add([[i + j for j in range(100)] for i in range(100)])         # 199, by C(198, 99) paths
cases.add([[(i + j) % 2 for j in range(60)] for i in range(60)])     # a chessboard: 2
cases.add(grid(200, 200, 0, 9))
cases.add(grid(120, 120, 0, 99))
cases.add(grid(50, 50, 0, BIG))
cases.add(grid(1, 200, 0, BIG))
cases.add(grid(200, 1, 0, 3))
for m, n, high in ((2, 3, 5), (4, 4, 10), (7, 3, 20), (10, 10, 5), (30, 40, 1000), (120, 80, 50)):
    cases.add(grid(m, n, 0, high))
cases.print()
