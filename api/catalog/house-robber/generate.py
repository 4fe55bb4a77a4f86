"""House Robber cases: the examples, tiny streets, then streets of 100 houses."""
from casegen import Cases

cases = Cases(seed=198)
rng = cases.rng

cases.add([1, 2, 3, 1], public=True)
cases.add([2, 7, 9, 3, 1], public=True)
cases.add([0])
cases.add([400])
cases.add([1, 2])
cases.add([2, 1])
cases.add([5, 5])
cases.add([2, 1, 1, 2])
cases.add([0, 0, 0, 0])
cases.add([1, 3, 1, 3, 100])
cases.add([400] * 100)
cases.add([0, 400] * 50)
cases.add([400, 0, 0, 400] * 25)
cases.add([1, 2, 3] * 33)
for n in (3, 5, 8, 13, 21, 40, 60, 80, 99, 100, 100, 100):
    cases.add([rng.randint(0, 400) for _ in range(n)])
cases.print()
