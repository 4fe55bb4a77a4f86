"""Koko Eating Bananas cases: the examples, edge cases (h equal to the number of piles, one pile,
huge h, piles of 10^9), then 10^4 piles where trying every speed from 1 upward is far too slow."""
from casegen import Cases

cases = Cases(seed=875)
rng = cases.rng

cases.add([3, 6, 7, 11], 8, public=True)
cases.add([30, 11, 23, 4, 20], 5, public=True)
cases.add([30, 11, 23, 4, 20], 6, public=True)
cases.add([1], 1)
cases.add([1], 10**9)
cases.add([10**9], 1)
cases.add([10**9], 2)
cases.add([10**9], 10**9)
cases.add([10**9], 10**9 - 1)
cases.add([10**9, 10**9], 3)
cases.add([5, 5, 5, 5], 4)
cases.add([5, 5, 5, 5], 5)
cases.add([312884470], 312884469)
cases.add([805306368, 805306368, 805306368], 1000000000)
cases.add([2, 2], 2)
cases.add([1, 1, 1, 999999999], 10)
for n, high in ((10, 100), (100, 10**4), (1000, 10**9)):
    piles = [rng.randint(1, high) for _ in range(n)]
    cases.add(piles, rng.randint(n, 3 * n))
    cases.add(piles, rng.randint(n, min(sum(piles), 10**9)))
# Large: 10^4 piles of up to 10^9 bananas with h just above n (the speed must be near the largest pile),
# and with h near 10^9.
piles = [rng.randint(10**8, 10**9) for _ in range(10**4)]
cases.add(piles, 10**4 + 7)
cases.add(piles, 10**9)
cases.add([10**9] * 10**4, 10**4)
cases.add([rng.randint(1, 10**9) for _ in range(10**4)], 987654321)
cases.print()
