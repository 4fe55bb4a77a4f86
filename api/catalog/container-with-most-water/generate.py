"""Container With Most Water cases: the examples, small edge arrays, then 10^5 walls."""
from casegen import Cases

cases = Cases(seed=11)
rng = cases.rng

cases.add([1, 8, 6, 2, 5, 4, 8, 3, 7], public=True)
cases.add([1, 1], public=True)
cases.add([0, 0])
cases.add([0, 10000])
cases.add([10000, 10000])
cases.add([4, 3, 2, 1, 4])
cases.add([1, 2, 1])
cases.add([2, 3, 4, 5, 18, 17, 6])
cases.add([1, 2, 4, 3])
cases.add([0, 2])
cases.add([10000] * 3)
cases.add(list(range(1, 1001)))
cases.add([1, 10000, 1, 1, 10000, 1])
cases.add([10000, 1, 1, 1, 1, 1, 1, 1, 2])
cases.add([3, 9, 3, 4, 7, 2, 12, 6])
cases.add([5] * 2)
cases.add([0] * 500)
cases.add(list(range(1000, 0, -1)))
for n, high in ((5, 10), (20, 100), (100, 10**4), (1000, 10**4), (3000, 10**4)):
    cases.add([rng.randint(0, high) for _ in range(n)])
# Large: 10^5 walls, mostly one digit so the file stays small; a cubic or quadratic scan of all
# pairs (5 * 10^9) times out. The best pair is hidden away from the two ends.
height = [rng.randint(0, 9) for _ in range(10**5)]
height[rng.randrange(10, 30000)] = 10**4
height[rng.randrange(70000, 99990)] = 9999
cases.add(height)
cases.print()
