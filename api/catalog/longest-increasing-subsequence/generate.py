"""Longest Increasing Subsequence cases: the examples, monotone and equal runs, then 2500 numbers."""
from casegen import Cases

cases = Cases(seed=300)
rng = cases.rng

cases.add([10, 9, 2, 5, 3, 7, 101, 18], public=True)
cases.add([0, 1, 0, 3, 2, 3], public=True)
cases.add([7, 7, 7, 7, 7, 7, 7], public=True)
cases.add([1])
cases.add([-10000])
cases.add([1, 2])
cases.add([2, 1])
cases.add([1, 1])
cases.add([4, 10, 4, 3, 8, 9])
cases.add([3, 5, 6, 2, 5, 4, 19, 5, 6, 7, 12])
cases.add([1, 3, 6, 7, 9, 4, 10, 5, 6])
cases.add(list(range(-1250, 1250)))
cases.add(list(range(10000, 7500, -1)))
cases.add([5] * 2500)
cases.add([i // 2 for i in range(2500)])
for n, bound in ((10, 5), (50, 100), (200, 10**4), (1000, 10**4), (2500, 10**4), (2500, 50)):
    cases.add([rng.randint(-bound, bound) for _ in range(n)])
cases.add(sorted(rng.sample(range(-10**4, 10**4), 2500)))
cases.add([x + rng.randint(-300, 300) for x in range(-1250, 1250)])
cases.print()
