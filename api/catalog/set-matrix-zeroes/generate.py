"""Set Matrix Zeroes cases: the examples, 1 x 1 and single rows and columns, zeros in the first
row or column only, extreme values, then matrices of 200 x 200 (only a few that large: cases.json holds each matrix twice)."""
from casegen import Cases

cases = Cases(seed=73)
rng = cases.rng
LOW, HIGH = -2**31, 2**31 - 1


def matrix(m, n, zero_share, low=-9, high=9):
    """m x n values in [low, high] with about zero_share of them zeros (and no other zeros)."""
    def value():
        if rng.random() < zero_share:
            return 0
        v = rng.randint(low, high)
        return v if v != 0 else high
    return [[value() for _ in range(n)] for _ in range(m)]


cases.add([[1, 1, 1], [1, 0, 1], [1, 1, 1]], public=True)
cases.add([[0, 1, 2, 0], [3, 4, 5, 2], [1, 3, 1, 5]], public=True)
cases.add([[0]])
cases.add([[7]])
cases.add([[LOW]])
cases.add([[1, 0, 3]])
cases.add([[1], [0], [3]])
cases.add([[1, 2], [3, 4]])
cases.add([[0, 2], [3, 4]])
cases.add([[1, 2, 3], [4, 5, 0]])
cases.add([[1, 0], [2, 3], [4, 5]])
cases.add([[5, 6], [0, 7], [8, 9]])
cases.add([[LOW, HIGH, 1], [HIGH, 0, LOW], [1, LOW, HIGH]])
cases.add([[0, 0], [0, 0]])
cases.add([[-1, -1, -1], [-1, -1, -1]])
for m, n, share, low, high in ((3, 5, 0.1, -9, 9), (5, 3, 0.2, -9, 9), (10, 10, 0.05, LOW, HIGH),
                               (1, 200, 0.01, -9, 9), (200, 1, 0.01, -9, 9), (50, 80, 0.002, LOW, HIGH),
                               (120, 30, 0.01, -1000, 1000), (200, 200, 0.0002, -9, 9),
                               (100, 200, 0.3, 1, 9)):
    cases.add(matrix(m, n, share, low, high))
big = [[1] * 200 for _ in range(200)]
big[0][137] = 0
big[199][0] = 0
cases.add(big)
cases.print()
