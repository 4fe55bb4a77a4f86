"""Lantern Pairs cases (stdio): the examples, the doubling boundary, then 10^5 lanterns."""
from casegen import Cases, counted

cases = Cases(seed=1005)
rng = cases.rng

cases.add_text(counted([5, 1, 3, 2, 1]), public=True)
cases.add_text(counted([7]), public=True)
cases.add_text(counted([2, 1, 4, 2]), public=True)
cases.add_text(counted([0]))
cases.add_text(counted([10**9]))
cases.add_text(counted([1, 0]))
cases.add_text(counted([0, 0]))
cases.add_text(counted([3, 1]))
cases.add_text(counted([10**9, 10**9 // 2]))
cases.add_text(counted([10**9, 10**9 // 2 - 1]))
cases.add_text(counted([1, 2, 3, 4, 5]))
cases.add_text(counted([5, 4, 3, 2, 1]))
cases.add_text(counted([9, 4, 9, 4, 9, 4]))
cases.add_text(counted([2, 4, 3, 5, 1]))
for n, top in ((10, 10), (100, 1000), (1000, 10**9), (5000, 10**9)):
    cases.add_text(counted([rng.randint(0, top) for _ in range(n)]))
# Large: small values keep the file small; a strictly decreasing-by-halves row maximises pairs.
cases.add_text(counted([rng.randint(0, 9) for _ in range(10**5)]))
cases.add_text(counted([1] * 50000 + [0] * 50000))  # 2.5 * 10^9 pairs: more than 2^31
cases.add_text(counted([4, 2, 1, 0]))
cases.add_text(counted([10**9, 0, 10**9, 0]))
cases.add_text(counted([3, 1, 3, 1, 0]))
cases.print()
