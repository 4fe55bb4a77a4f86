"""Surrounded Regions cases: the examples, edge boards, regions that reach the border through a long
path, random boards, then a board of 200 rows."""
from casegen import Cases

cases = Cases(seed=130)
rng = cases.rng


def add(rows, public=False):
    cases.add([list(row) for row in rows], public=public)


def random_board(m, n, open_share):
    return ["".join("O" if rng.random() < open_share else "X" for _ in range(n)) for _ in range(m)]


add(["XXXX", "XOOX", "XXOX", "XOXX"], True)
add(["X"], True)
add(["O"])
add(["OO", "OO"])
add(["XXX", "XOX", "XXX"])
add(["OOO", "OXO", "OOO"])
add(["XOX", "OXO", "XOX"])
add(["X" * 200])
add(["O"] * 200)
add(["XXXXX", "XOOOX", "XOXOX", "XOOOX", "XXXXX"])
# A region that touches the border only at its far end, through a winding corridor.
add(["XOXXXX", "XOXOOX", "XOOOXX", "XXXXOX", "XOOXXX", "XXXXXX"])
# Two regions side by side: one reaches the border, the other does not.
add(["XXXXXXX", "XOOXOOX", "XOOXOOO", "XXXXXXX"])
for m, n, share in ((3, 3, 0.5), (4, 7, 0.6), (10, 10, 0.5), (20, 20, 0.55), (30, 45, 0.6),
                    (1, 60, 0.5), (60, 1, 0.5), (80, 80, 0.5), (90, 90, 0.6)):
    add(random_board(m, n, share))
# A big enclosed region of O inside a ring of X, with O all around the ring.
big = [["O"] * 100 for _ in range(100)]
for k in range(100):
    for i, j in ((1, k), (98, k), (k, 1), (k, 98)):
        big[i][j] = "X"
add(["".join(row) for row in big])
# 200 rows (the limit): one snake-shaped O corridor that reaches the border only at its very end.
# The cases stay at 100 columns: a 200 x 200 board of characters is ~160 KB of input alone.
snake = []
for i in range(200):
    if i == 0 or i == 199:
        snake.append("X" * 100)
    elif i % 2 == 1:
        snake.append("X" + "O" * 98 + "X")
    elif i % 4 == 2:
        snake.append("X" * 98 + "OX")
    else:
        snake.append("XO" + "X" * 98)
snake[199] = "X" * 98 + "OX"
add(snake)
cases.print()
