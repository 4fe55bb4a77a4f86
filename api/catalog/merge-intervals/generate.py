"""Merge Intervals cases: the examples, nested and touching intervals, then 10^4 intervals."""
from casegen import Cases

cases = Cases(seed=56)
rng = cases.rng


def random_intervals(n, high, longest):
    out = []
    for _ in range(n):
        start = rng.randint(0, high)
        out.append([start, min(high, start + rng.randint(0, longest))])
    return out


cases.add([[1, 3], [2, 6], [8, 10], [15, 18]], public=True)
cases.add([[1, 4], [4, 5]], public=True)
cases.add([[0, 0]])
cases.add([[5, 5], [5, 5]])
cases.add([[1, 4], [0, 4]])
cases.add([[1, 4], [2, 3]])
cases.add([[1, 4], [0, 0]])
cases.add([[4, 7], [1, 4]])
cases.add([[2, 3], [4, 5], [6, 7], [8, 9], [1, 10]])
cases.add([[1, 3], [5, 7], [2, 6]])
cases.add([[10000, 10000], [0, 10000]])
cases.add([[0, 1], [2, 3], [4, 5]])
cases.add([[1, 4], [5, 6]])
cases.add([[2, 2], [1, 3], [3, 3]])
cases.add([[i, i + 1] for i in range(0, 100, 2)])
cases.add([[i, i] for i in range(100)])
for n, high, longest in ((5, 20, 5), (20, 100, 10), (100, 1000, 20), (1000, 10**4, 10), (3000, 10**4, 3)):
    cases.add(random_intervals(n, high, longest))
cases.add(random_intervals(10**4, 10**4, 2))
cases.add([[i, 10**4 - i] for i in range(5000)][::-1])
cases.print()
