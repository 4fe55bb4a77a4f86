"""Spiral Matrix cases: the examples, single rows and columns, then every shape up to 10 x 10."""
from casegen import Cases

cases = Cases(seed=54)
rng = cases.rng


def grid(m, n):
    return [[rng.randint(-100, 100) for _ in range(n)] for _ in range(m)]


cases.add([[1, 2, 3], [4, 5, 6], [7, 8, 9]], public=True)
cases.add([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], public=True)
cases.add([[7]])
cases.add([[-100]])
cases.add([[1, 2, 3, 4, 5]])
cases.add([[1], [2], [3], [4], [5]])
cases.add([[1, 2], [3, 4]])
cases.add([[1, 2], [3, 4], [5, 6]])
cases.add([[1, 2, 3], [4, 5, 6]])
cases.add([[i * 10 + j for j in range(10)] for i in range(10)])
for m, n in ((1, 10), (10, 1), (2, 10), (10, 2), (3, 7), (7, 3), (4, 4), (5, 6), (6, 5), (9, 10),
             (10, 9), (10, 10), (8, 8), (5, 5)):
    cases.add(grid(m, n))
cases.print()
