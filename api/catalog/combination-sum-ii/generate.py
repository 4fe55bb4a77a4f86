"""Combination Sum II cases: the examples, many equal values, then 100 candidates from 1 to 50."""
from casegen import Cases

cases = Cases(seed=40)
rng = cases.rng

cases.add([10, 1, 2, 7, 6, 1, 5], 8, public=True)
cases.add([2, 5, 2, 1, 2], 5, public=True)
cases.add([1], 1)
cases.add([1], 2)
cases.add([50], 30)
cases.add([30], 30)
cases.add([1, 1], 1)
cases.add([1, 1, 1, 1, 1], 3)
cases.add([3, 1, 3, 5, 1, 1], 8)
cases.add([4, 4, 2, 1, 4, 2, 2, 1, 3], 6)
cases.add([1] * 100, 30)                      # one answer, reached by C(100, 30) index choices
cases.add([1] * 100, 1)
cases.add([2] * 100, 29)                      # odd target from even numbers
cases.add([1] * 50 + [2] * 50, 30)
cases.add(list(range(1, 31)), 30)
cases.add(list(range(1, 31)) * 3 + list(range(41, 51)), 30)
cases.add(list(range(50, 0, -1)) * 2, 30)
cases.add([rng.randint(1, 50) for _ in range(100)], 30)
cases.add([rng.randint(1, 10) for _ in range(100)], 30)
cases.add([rng.randint(1, 5) for _ in range(100)], 25)
cases.add([rng.randint(31, 50) for _ in range(100)], 30)
for n, top in ((5, 10), (10, 15), (20, 30), (40, 50), (60, 20), (80, 50)):
    cases.add([rng.randint(1, top) for _ in range(n)], rng.randint(1, 30))
cases.print()
