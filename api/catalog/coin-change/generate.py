"""Coin Change cases: the examples, impossible and zero amounts, then amounts up to 10^4."""
from casegen import Cases

cases = Cases(seed=322)
rng = cases.rng

cases.add([1, 2, 5], 11, public=True)
cases.add([2], 3, public=True)
cases.add([1], 0, public=True)
cases.add([1], 1)
cases.add([2], 1)
cases.add([1], 10000)
cases.add([2147483647], 2)
cases.add([1, 2147483647], 2)
cases.add([186, 419, 83, 408], 6249)
cases.add([3, 7, 405, 436], 8839)
cases.add([1, 3, 4], 6)
cases.add([2, 5, 10, 1], 27)
cases.add([5, 10], 3)
cases.add([7, 11], 10000)
cases.add([9973], 10000)
cases.add([4, 6, 8], 9999)
cases.add([1, 5, 10, 25, 50, 100], 9999)
cases.add(list(range(1, 13)), 10000)
cases.add([10000], 10000)
for _ in range(7):
    coins = rng.sample(range(1, 500), rng.randint(1, 12))
    cases.add(coins, rng.randint(0, 10000))
cases.add([rng.randint(1, 2**31 - 1) for _ in range(11)] + [17], 10000)
cases.print()
