"""Burst Balloons cases: the examples, one balloon, zeros, then 300 balloons."""
from casegen import Cases

cases = Cases(seed=312)
rng = cases.rng

cases.add([3, 1, 5, 8], public=True)
cases.add([1, 5], public=True)
cases.add([0])
cases.add([100])
cases.add([7, 0])
cases.add([0, 0, 0])
cases.add([1, 1, 1, 1])
cases.add([9, 76, 64, 21])
cases.add([100, 0, 100])
cases.add([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
cases.add([2, 1, 100, 1, 2, 1, 100, 1])
cases.add([100] * 300)
cases.add([0] * 300)
cases.add([i % 101 for i in range(300)])
cases.add([100, 0] * 150)
cases.add([100 - i // 3 for i in range(300)])
for n in (3, 5, 6, 8, 12, 20, 50, 100, 200):
    cases.add([rng.randint(0, 100) for _ in range(n)])
for _ in range(3):
    cases.add([rng.randint(0, 100) for _ in range(300)])
cases.print()
