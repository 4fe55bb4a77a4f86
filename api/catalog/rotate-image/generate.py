"""Rotate Image cases: the examples, the smallest matrices and extremes, then random n x n up to 20."""
from casegen import Cases

cases = Cases(seed=48)
rng = cases.rng


def square(n, low=-1000, high=1000):
    return [[rng.randint(low, high) for _ in range(n)] for _ in range(n)]


cases.add([[1, 2, 3], [4, 5, 6], [7, 8, 9]], public=True)
cases.add([[5, 1, 9, 11], [2, 4, 8, 10], [13, 3, 6, 7], [15, 14, 12, 16]], public=True)
cases.add([[1]])
cases.add([[-1000]])
cases.add([[1, 2], [3, 4]])
cases.add([[0, 0], [0, 1]])
cases.add([[1000, -1000], [-1000, 1000]])
cases.add([[i * 5 + j for j in range(5)] for i in range(5)])
cases.add([[7] * 6 for _ in range(6)])
cases.add([[i * 20 + j for j in range(20)] for i in range(20)])
for n in (3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 16, 17, 19, 20, 20):
    cases.add(square(n))
cases.print()
