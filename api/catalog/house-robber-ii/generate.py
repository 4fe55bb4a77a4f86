"""House Robber II cases: the examples, one and two houses, circles where the ends matter, then 100 houses."""
from casegen import Cases

cases = Cases(seed=213)
rng = cases.rng

cases.add([2, 3, 2], public=True)
cases.add([1, 2, 3, 1], public=True)
cases.add([1, 2, 3], public=True)
cases.add([0])
cases.add([1000])
cases.add([1, 2])
cases.add([7, 7])
cases.add([0, 0, 0])
cases.add([5, 1, 1, 5])
cases.add([200, 3, 140, 20, 10])
cases.add([1, 3, 1, 3, 100])
cases.add([100, 1, 1, 100])
cases.add([1000] * 100)
cases.add([0] * 100)
cases.add([1000, 0] * 50)
cases.add([1000] + [0] * 98 + [1000])
cases.add([1000, 1, 1] * 33 + [1000])
cases.add(list(range(100)))
for n in (4, 5, 6, 9, 15, 30, 60):
    cases.add([rng.randint(0, 1000) for _ in range(n)])
for _ in range(3):
    cases.add([rng.randint(0, 1000) for _ in range(100)])
cases.print()
