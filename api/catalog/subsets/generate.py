"""Subsets cases: the examples, negatives, then arrays of up to ten numbers."""
from casegen import Cases

cases = Cases(seed=78)
rng = cases.rng

cases.add([1, 2, 3], public=True)
cases.add([0], public=True)
cases.add([-10])
cases.add([10])
cases.add([1, 2])
cases.add([2, 1])
cases.add([-1, 0, 1])
cases.add([5, -5, 0, 10])
cases.add(list(range(10)))
cases.add(list(range(-10, 0)))
cases.add([10, 8, 6, 4, 2, 0, -2, -4, -6, -8])
for n in (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10):
    cases.add(rng.sample(range(-10, 11), n))
cases.print()
