"""Longest Consecutive Sequence cases: the examples, empty and duplicates, extremes, then long runs."""
from casegen import Cases

cases = Cases(seed=128)
rng = cases.rng

cases.add([100, 4, 200, 1, 3, 2], public=True)
cases.add([0, 3, 7, 2, 5, 8, 4, 6, 0, 1], public=True)
cases.add([1, 0, 1, 2], public=True)
cases.add([])
cases.add([5])
cases.add([-1000000000])
cases.add([7, 7, 7])
cases.add([1, 3, 5, 7])
cases.add([10**9, 10**9 - 1, -(10**9)])
cases.add([-(10**9), -(10**9) + 1, 10**9])
cases.add([-2, -1, 0, 1, 2])
cases.add([9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6])
cases.add([1, 2, 0, 1])
cases.add([1, 2, 2, 3])
cases.add([0, -1])
for n, bound in ((10, 10), (100, 50), (1000, 2000), (3000, 10**9), (10000, 15000)):
    cases.add([rng.randint(-bound, bound) for _ in range(n)])
# Large: one long run, shuffled. Counting upwards from every element instead of only from the
# start of a run takes about n^2 / 2 look-ups.
run = list(range(-25000, 25000))
rng.shuffle(run)
cases.add(run)
run = list(range(10**9 - 2999, 10**9 + 1))[::-1]
cases.add(run)
nums = list(range(0, 8000, 2)) + list(range(1, 4000, 2))
rng.shuffle(nums)
cases.add(nums)
cases.print()
