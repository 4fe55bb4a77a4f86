"""Permutations cases: the examples, negatives and unsorted inputs, then arrays of six numbers."""
from casegen import Cases

cases = Cases(seed=46)
rng = cases.rng

cases.add([1, 2, 3], public=True)
cases.add([0, 1], public=True)
cases.add([1], public=True)
cases.add([-10])
cases.add([10, -10])
cases.add([3, 2, 1])
cases.add([2, 3, 1])
cases.add([0, -1, 1])
cases.add([5, 4, 6, 2])
cases.add([1, 2, 3, 4])
cases.add([-3, -2, -1, 0, 1])
cases.add([6, 5, 4, 3, 2, 1])
cases.add([10, -10, 0, 5, -5, 1])
for n in (2, 3, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6):
    cases.add(rng.sample(range(-10, 11), n))
cases.print()
