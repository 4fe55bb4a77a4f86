"""Best Time to Buy and Sell Stock cases: the examples, edges, then 10^5 days (pairs time out)."""
from casegen import Cases

cases = Cases(seed=121)
rng = cases.rng

cases.add([7, 1, 5, 3, 6, 4], public=True)
cases.add([7, 6, 4, 3, 1], public=True)
cases.add([2, 4, 1], public=True)
cases.add([5])
cases.add([0])
cases.add([10**4])
cases.add([1, 2])
cases.add([2, 1])
cases.add([3, 3, 3])
cases.add([0, 10**4])
cases.add([10**4, 0, 10**4])
cases.add([2, 1, 2, 0, 1])
cases.add([1, 10**4, 0, 9999])
cases.add([3, 8, 1, 9])
for n, top in ((10, 20), (100, 10**4), (1000, 10**4), (5000, 10**4)):
    cases.add([rng.randint(0, top) for _ in range(n)])
cases.add(list(range(10**4, 0, -1)))
cases.add(list(range(0, 10**4)))
# Large, kept to one-digit prices so that the file stays small: every pair costs n^2 / 2 steps.
cases.add([rng.randint(0, 9) for _ in range(10**5)])
cases.add([9 - i * 10 // 30000 for i in range(30000)])
cases.add([4, 1, 7, 0, 6])
cases.add([1, 1, 0, 0, 1])
cases.print()
