"""Find Minimum in Rotated Sorted Array cases: the examples, every rotation of small arrays, then 5000 values."""
from casegen import Cases

cases = Cases(seed=153)
rng = cases.rng

cases.add([3, 4, 5, 1, 2], public=True)
cases.add([4, 5, 6, 7, 0, 1, 2], public=True)
cases.add([11, 13, 15, 17], public=True)
cases.add([1])
cases.add([-5000])
cases.add([1, 2])
cases.add([2, 1])
cases.add([5000, -5000])
values = [-3, 0, 2, 8, 9]
for k in range(5):
    cases.add(values[k:] + values[:k])
cases.add(list(range(-5000, 0)))
cases.add(list(range(1, 5000)) + [-1])
cases.add([5000] + list(range(-4999, 0)))
for n in (10, 100, 1000, 5000, 5000, 4999):
    cases.add(rng.rotated(n, -5000, 5000))
cases.add(rng.rotated(5000, -5000, 5000, 2500))
cases.print()
