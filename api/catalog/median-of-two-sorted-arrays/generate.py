"""Median of Two Sorted Arrays cases: the examples, one side empty, overlaps, then 1000 + 1000."""
from casegen import Cases

cases = Cases(seed=4)
rng = cases.rng
LIMIT = 10**6


def sorted_values(n, low=-LIMIT, high=LIMIT):
    return sorted(rng.randint(low, high) for _ in range(n))


cases.add([1, 3], [2], public=True)
cases.add([1, 2], [3, 4], public=True)
cases.add([], [7], public=True)
cases.add([5], [])
cases.add([], [1, 2])
cases.add([-LIMIT], [LIMIT])
cases.add([LIMIT, LIMIT], [LIMIT])
cases.add([1, 1, 1], [1, 1, 1])
cases.add([1, 2, 3], [4, 5, 6, 7])
cases.add([4, 5, 6, 7], [1, 2, 3])
cases.add([-5, -3, -1], [-4, -2])
cases.add([0, 0], [0, 0])
cases.add([1], [2, 3, 4, 5, 6])
cases.add([3], [-2, -1])
cases.add([1, 2], [-1, 3])
for m, n in ((3, 8), (50, 51), (100, 0), (0, 99), (1, 999), (999, 1)):
    cases.add(sorted_values(m), sorted_values(n))
cases.add(sorted_values(1000), sorted_values(1000))
cases.add(sorted_values(1000, -5, 5), sorted_values(1000, -5, 5))
cases.add(list(range(-LIMIT, -LIMIT + 1000)), list(range(LIMIT - 999, LIMIT + 1)))
cases.add(sorted_values(1000), sorted_values(999))
cases.print()
