"""Minimum Interval to Include Each Query cases: the examples, edge cases (queries outside every
interval, on end points, repeated queries, single-point intervals, nested intervals), then
2 * 10^4 intervals and queries, where checking every interval for every query is too slow."""
from casegen import Cases

cases = Cases(seed=1851)
rng = cases.rng


def intervals(n, high, max_len):
    out = []
    for _ in range(n):
        a = rng.randint(1, high)
        out.append([a, min(high, a + rng.randint(0, max_len))])
    return out


def queries(n, high):
    return [rng.randint(1, high) for _ in range(n)]


cases.add([[1, 4], [2, 4], [3, 6], [4, 4]], [2, 3, 4, 5], public=True)
cases.add([[2, 3], [2, 5], [1, 8], [20, 25]], [2, 19, 5, 22], public=True)
cases.add([[1, 1]], [1])
cases.add([[1, 1]], [2])
cases.add([[5, 10]], [4, 5, 10, 11])
cases.add([[1, 10000000]], [1, 10000000, 5000000])
cases.add([[1, 3], [5, 7]], [4, 4, 4])
cases.add([[1, 100], [40, 60], [50, 50]], [50, 45, 1, 100, 101])
cases.add([[3, 3], [3, 3], [3, 4]], [3, 4, 2])
cases.add([[4, 5], [5, 8], [1, 9], [8, 10], [1, 6]], [7, 9, 3, 9, 3])
cases.add([[9999999, 10000000]], [9999999, 10000000, 9999998])
cases.add([[1, 2], [2, 3], [3, 4]], [1, 2, 3, 4, 5])
for n, q, high, max_len in ((5, 5, 20, 5), (20, 30, 100, 30), (100, 100, 1000, 200),
                            (1000, 1000, 10**7, 10**6), (2000, 3000, 500, 10)):
    cases.add(intervals(n, high, max_len), queries(q, high))
# Large: 2 * 10^4 of each with small values (so cases.json stays small), short and long intervals.
cases.add(intervals(20000, 999, 30), queries(20000, 999))
cases.add(intervals(5000, 9999, 9999), queries(5000, 9999))
cases.add([[1, 1]] * 3, [1, 1])
cases.add([[2, 9], [3, 8], [4, 7], [5, 6]], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
cases.add([[10, 20]], [15, 9, 21, 10, 20])
cases.add([[i, 2000 - i] for i in range(1, 1000)], list(range(1, 2001, 2)))
cases.print()
