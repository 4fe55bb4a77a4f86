"""Merge Two Sorted Lists cases: the examples, empty and one-sided lists, then 50-node lists."""
from casegen import Cases

cases = Cases(seed=21)
rng = cases.rng

cases.add([1, 2, 4], [1, 3, 4], public=True)
cases.add([], [], public=True)
cases.add([], [0], public=True)
cases.add([5], [])
cases.add([-100], [100])
cases.add([100], [-100])
cases.add([1, 1, 1], [1, 1])
cases.add([1, 2, 3], [4, 5, 6])
cases.add([4, 5, 6], [1, 2, 3])
cases.add([-3, -1], [-2, 0, 2])
cases.add([0], [0])
cases.add([2], [1])
cases.add([1, 3, 5, 7], [2])
for n, m in ((3, 7), (10, 10), (1, 49), (25, 0), (0, 30), (17, 33)):
    cases.add(rng.sorted_ints(n, -100, 100), rng.sorted_ints(m, -100, 100))
cases.add(rng.sorted_ints(50, -100, 100), rng.sorted_ints(50, -100, 100))
cases.add([-100] * 50, [100] * 50)
cases.add(rng.sorted_ints(50, -2, 2), rng.sorted_ints(50, -2, 2))
cases.add(list(range(-100, 100, 4)), list(range(-98, 100, 4)))
cases.print()
