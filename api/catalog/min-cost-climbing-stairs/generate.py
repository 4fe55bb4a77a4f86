"""Min Cost Climbing Stairs cases: the examples, two-step staircases, zeros, then 1000 steps."""
from casegen import Cases

cases = Cases(seed=746)
rng = cases.rng

cases.add([10, 15, 20], public=True)
cases.add([1, 100, 1, 1, 1, 100, 1, 1, 100, 1], public=True)
cases.add([0, 0])
cases.add([5, 3])
cases.add([999, 999])
cases.add([0, 999, 0])
cases.add([999, 0, 999])
cases.add([1, 2, 3, 4, 5])
cases.add([5, 4, 3, 2, 1])
cases.add([0] * 1000)
cases.add([999] * 1000)
cases.add([999, 0] * 500)
cases.add([0, 999] * 500)
cases.add([1, 999, 999] * 333 + [1])
cases.add(list(range(1000)))
for n in (3, 4, 7, 20, 100, 500):
    cases.add([rng.randint(0, 999) for _ in range(n)])
for _ in range(4):
    cases.add([rng.randint(0, 999) for _ in range(1000)])
cases.add([rng.choice((0, 999)) for _ in range(1000)])
cases.print()
