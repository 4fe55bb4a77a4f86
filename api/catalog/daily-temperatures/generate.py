"""Daily Temperatures cases: the examples, flat and monotone runs, then 10^5 days."""
from casegen import Cases

cases = Cases(seed=739)
rng = cases.rng

cases.add([73, 74, 75, 71, 69, 72, 76, 73], public=True)
cases.add([30, 40, 50, 60], public=True)
cases.add([30, 60, 90], public=True)
cases.add([30])
cases.add([100])
cases.add([50, 50])
cases.add([100, 30])
cases.add([30, 100])
cases.add([89, 62, 70, 58, 47, 47, 46, 76, 100, 70])
cases.add(list(range(100, 29, -1)))
cases.add(list(range(30, 101)))
cases.add([70, 70, 70, 71])
cases.add([100, 99, 98, 97, 100])
cases.add([31, 30, 31, 30, 31])
cases.add([60, 50, 40, 55, 45, 65])
cases.add([55, 38, 53, 81, 61, 93, 97, 32, 43, 78])
for n in (10, 100, 1000, 2000):
    cases.add([rng.randint(30, 100) for _ in range(n)])
cases.add([rng.randint(95, 100) for _ in range(2000)])
cases.add([100 - (i % 71) for i in range(2000)])
# Large: days that are never followed by anything warmer make a forward scan from every day
# cross the rest of the array (O(n^2), about 5 * 10^9 steps).
cases.add([99] * 10**5)
cases.print()
