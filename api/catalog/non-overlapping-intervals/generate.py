"""Non-overlapping Intervals cases: the examples, edge cases (one interval, touching intervals,
duplicates, nested intervals, negatives), then up to 3 * 10^4 intervals, where comparing every pair
is too slow for a quadratic dynamic programme in Python."""
from casegen import Cases

cases = Cases(seed=435)
rng = cases.rng


def intervals(n, low, high, max_len):
    out = []
    for _ in range(n):
        a = rng.randint(low, high - 1)
        out.append([a, min(high, a + rng.randint(1, max_len))])
    return out


cases.add([[1, 2], [2, 3], [3, 4], [1, 3]], public=True)
cases.add([[1, 2], [1, 2], [1, 2]], public=True)
cases.add([[1, 2], [2, 3]], public=True)
cases.add([[0, 1]])
cases.add([[-50000, 50000], [0, 1]])
cases.add([[1, 100], [11, 22], [1, 11], [2, 12]])
cases.add([[1, 5], [2, 3], [3, 4], [4, 6]])
cases.add([[0, 2], [1, 3], [2, 4], [3, 5], [4, 6]])
cases.add([[-3, -1], [-2, 0], [-1, 1]])
cases.add([[1, 2], [3, 4], [5, 6]])
cases.add([[5, 6], [1, 2], [3, 4], [1, 10]])
cases.add([[0, 50000], [-50000, 0], [0, 1], [-1, 0]])
cases.add([[1, 3], [1, 3], [2, 4], [3, 5], [3, 5]])
cases.add([[-50000, -49999], [49999, 50000]])
cases.add([[0, 10], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6]])
cases.add([[7, 8], [1, 9], [2, 3], [8, 9]])
for n, low, high, max_len in ((10, 0, 20, 5), (100, -100, 100, 30), (1000, -50000, 50000, 50000),
                              (2000, 0, 100, 3), (5000, -1000, 1000, 10)):
    cases.add(intervals(n, low, high, max_len))
# Large: 3 * 10^4 intervals with small values (so cases.json stays small), and a nested family.
cases.add(intervals(30000, 0, 999, 20))
cases.add(intervals(6000, -999, 999, 999))
cases.add([[i, 2000 - i] for i in range(1000)] + [[i, i + 1] for i in range(2000, 6000)])
cases.print()
