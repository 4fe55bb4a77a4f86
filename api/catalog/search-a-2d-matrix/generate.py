"""Search a 2D Matrix cases: the examples, edge cases (1 x 1, one row, one column, target before the
first or after the last value, between rows), then 100 x 100 matrices."""
from casegen import Cases

cases = Cases(seed=74)
rng = cases.rng


def matrix(m, n, low=-10**4, high=10**4):
    values = sorted(rng.sample(range(low, high + 1), m * n)) if high - low + 1 >= m * n else None
    return [values[r * n:(r + 1) * n] for r in range(m)]


def absent(rows, low=-10**4, high=10**4):
    present = {v for row in rows for v in row}
    return rng.choice([v for v in range(low, high + 1) if v not in present])


cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 3, public=True)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 13, public=True)
cases.add([[1]], 1)
cases.add([[1]], 2)
cases.add([[1]], 0)
cases.add([[1, 3]], 3)
cases.add([[1], [3]], 3)
cases.add([[1], [3]], 2)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 60)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 61)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 0)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 10)
cases.add([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 8)
cases.add([[-10000, 10000]], 10000)
cases.add([[-10000], [10000]], -10000)
for m, n in ((2, 5), (5, 2), (7, 13), (30, 1), (1, 30)):
    rows = matrix(m, n)
    cases.add(rows, rng.choice(rng.choice(rows)))
    cases.add(rows, absent(rows))
for m, n in ((100, 100), (100, 37), (37, 100)):
    rows = matrix(m, n)
    cases.add(rows, rows[-1][-1])
    cases.add(rows, absent(rows))
cases.add(matrix(100, 100), 10001 - 1)
cases.print()
