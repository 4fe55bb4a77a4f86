"""Zen Garden Sum cases (stdio): the examples, extremes of the weights, then 10^5 stones."""
from casegen import Cases, counted

cases = Cases(seed=1001)
rng = cases.rng

cases.add_text(counted([1, 2, 3, 4, 5]), public=True)
cases.add_text(counted([42]), public=True)
cases.add_text(counted([-7, 7, 10]), public=True)
cases.add_text(counted([0]))
cases.add_text(counted([-(10**9)]))
cases.add_text(counted([10**9]))
cases.add_text(counted([10**9, 10**9, 10**9]))
cases.add_text(counted([-(10**9)] * 7))
cases.add_text(counted([5, -5, 5, -5]))
cases.add_text(counted([0, 0, 0, 0]))
cases.add_text(counted([1, -1]))
cases.add_text(counted([10**9, 1]))
cases.add_text(counted([-(10**9), -1]))
for n in (2, 10, 100, 1000, 5000):
    cases.add_text(counted([rng.randint(-(10**9), 10**9) for _ in range(n)]))
cases.add_text(counted([10**9] * 5000))  # 5 * 10^12: needs 64 bits
cases.add_text(counted([-(10**9)] * 5000))
cases.add_text(counted([rng.randint(-9, 9) for _ in range(10**5)]))
cases.add_text(counted([7, 8, 9]))
cases.add_text(counted([-3]))

cases.print()
