"""Last Stone Weight cases: the examples, edge cases (one stone, two equal stones, everything
cancelling out, all stones equal), then random piles of up to 30 stones."""
from casegen import Cases

cases = Cases(seed=1046)
rng = cases.rng

cases.add([2, 7, 4, 1, 8, 1], public=True)
cases.add([1], public=True)
cases.add([1000])
cases.add([3, 3])
cases.add([3, 5])
cases.add([2, 2, 2])
cases.add([2, 2, 2, 2])
cases.add([1, 1, 2])
cases.add([10, 4, 2, 10])
cases.add([9, 3, 2, 10])
cases.add([1, 3])
cases.add([31, 26, 33, 21, 40])
cases.add([1000] * 30)
cases.add([1000] * 29 + [1])
cases.add(list(range(1, 31)))
cases.add([1] * 30)
cases.add([2 ** k for k in range(10)])
for n in (3, 5, 8, 12, 20, 25, 30, 30, 30):
    cases.add([rng.randint(1, 1000) for _ in range(n)])
cases.add([rng.randint(1, 3) for _ in range(30)])
cases.print()
