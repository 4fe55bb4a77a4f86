"""Number of Islands cases: the examples, edge grids, then random and maze-like grids (up to 300 rows)."""
from casegen import Cases

cases = Cases(seed=200)
rng = cases.rng


def add(rows, public=False):
    cases.add([list(row) for row in rows], public=public)


def random_grid(m, n, land):
    return ["".join("1" if rng.random() < land else "0" for _ in range(n)) for _ in range(m)]


add(["11110", "11010", "11000", "00000"], True)
add(["11000", "11000", "00100", "00011"], True)
add(["0"])
add(["1"])
add(["10", "01"])
add(["101", "010", "101"])
add(["1" * 300])
add(["1"] * 300)
add(["10" * 150])
add(["0" * 7] * 5)
add(["1" * 9] * 9)
add(["111", "101", "111"])
add(["11111", "10001", "10101", "10001", "11111"])
for m, n, land in ((3, 4, 0.5), (10, 10, 0.4), (20, 30, 0.5), (50, 50, 0.45), (1, 200, 0.5),
                   (200, 1, 0.5), (60, 70, 0.55), (90, 90, 0.5)):
    add(random_grid(m, n, land))
# A checkerboard: the most islands a grid can hold (every land cell alone).
add(["".join("1" if (i + j) % 2 == 0 else "0" for j in range(90)) for i in range(90)])
# One long snake-shaped island: rows of land joined alternately at the right and left ends,
# which makes a recursive flood fill go 5000 cells deep.
snake = []
for i in range(100):
    if i % 2 == 0:
        snake.append("1" * 100)
    elif i % 4 == 1:
        snake.append("0" * 99 + "1")
    else:
        snake.append("1" + "0" * 99)
add(snake)
add(random_grid(300, 80, 0.6))
cases.print()
