"""Insert Interval cases: the examples, edge cases (no intervals, the new one before, after, inside,
around all of them, touching at an end point), then 10^4 intervals."""
from casegen import Cases

cases = Cases(seed=57)
rng = cases.rng


def disjoint(n, high=10**5):
    """n sorted intervals in [0, high] that do not overlap (not even at an end point)."""
    points = sorted(rng.sample(range(high + 1), 2 * n))
    return [[points[2 * i], points[2 * i + 1]] for i in range(n)]


def new_interval(high=10**5):
    a, b = sorted(rng.sample(range(high + 1), 2))
    return [a, b]


cases.add([[1, 3], [6, 9]], [2, 5], public=True)
cases.add([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8], public=True)
cases.add([], [5, 7])
cases.add([[1, 5]], [2, 3])
cases.add([[1, 5]], [6, 8])
cases.add([[3, 5]], [0, 1])
cases.add([[1, 5]], [0, 0])
cases.add([[1, 5]], [5, 7])
cases.add([[3, 5]], [1, 3])
cases.add([[1, 2], [4, 5]], [2, 4])
cases.add([[1, 2], [5, 6]], [3, 4])
cases.add([[1, 2], [3, 4], [5, 6]], [0, 100000])
cases.add([[0, 0], [2, 2], [4, 4]], [2, 2])
cases.add([[0, 1], [99999, 100000]], [1, 99999])
cases.add([[1, 5], [6, 8]], [5, 6])
for n in (3, 10, 100, 1000):
    intervals = disjoint(n)
    cases.add(intervals, new_interval())
    lo, hi = intervals[n // 3][0], intervals[2 * n // 3][1]
    cases.add(intervals, [lo, hi])
intervals = disjoint(10**4)
cases.add(intervals, [intervals[5000][1], intervals[5001][0]])
intervals = disjoint(3000)
cases.add(intervals, [intervals[-1][1] + 1 if intervals[-1][1] < 10**5 else 10**5, 10**5])
cases.add(intervals, [0, intervals[0][0]])
cases.add(disjoint(3000), [0, 10**5])
cases.print()
