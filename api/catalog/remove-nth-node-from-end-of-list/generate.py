"""Remove Nth Node From End of List cases: the examples, removing each end, then random lists."""
from casegen import Cases

cases = Cases(seed=19)
rng = cases.rng

cases.add([1, 2, 3, 4, 5], 2, public=True)
cases.add([1], 1, public=True)
cases.add([1, 2], 1, public=True)
cases.add([1, 2], 2)
cases.add([1, 2, 3], 3)
cases.add([1, 2, 3], 2)
cases.add([1, 2, 3], 1)
cases.add([0, 0, 0, 0], 2)
cases.add([100, 0, 100], 2)
cases.add([7, 7, 7, 7, 7], 5)
cases.add(list(range(30)), 30)
cases.add(list(range(30)), 1)
cases.add(list(range(30)), 15)
cases.add(list(range(30)), 29)
cases.add(list(range(30)), 2)
for _ in range(10):
    size = rng.randint(1, 30)
    cases.add([rng.randint(0, 100) for _ in range(size)], rng.randint(1, size))
cases.print()
