"""Coin Change II cases: the examples, amount 0, unreachable amounts, then 300 coins and amount 5000.

Every case keeps all the table's counts (not only the answer) within 32 bits, so a solution may
use 32-bit integers throughout."""
from casegen import Cases

cases = Cases(seed=518)
rng = cases.rng
LIMIT = 2**31 - 1


def largest_count(amount, coins):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return max(ways)


def add(amount, coins):
    assert largest_count(amount, coins) <= LIMIT, (amount, coins)
    cases.add(amount, coins)


cases.add(5, [1, 2, 5], public=True)
cases.add(3, [2], public=True)
cases.add(10, [10], public=True)
add(0, [7])
add(0, [1, 2, 3])
add(1, [1])
add(1, [2])
add(5000, [1])
add(5000, [5000])
add(4999, [5000])
add(5000, [3, 7, 11, 13, 17])                # 520 590 378 ways
add(5000, [37, 41, 43, 47, 53, 59, 61])
add(5000, [5, 10, 25, 50, 100])
add(5000, [10, 25, 50, 100, 250, 500, 1000])
add(4999, [4, 6, 10, 14])                    # even coins, odd amount: none, after many tries
add(5000, [101, 103, 107, 109, 113, 127])
add(500, [3, 5, 7, 8, 9, 10, 11])
add(5000, list(range(2000, 5001, 11)))       # 274 coins, at most two per way
add(5000, rng.sample(range(1700, 5001), 300))
add(4000, rng.sample(range(1400, 5001), 300))
# Random sets, redrawn until the counts fit in 32 bits.
for n, low in ((3, 1), (5, 20), (10, 50), (20, 200), (50, 500), (100, 800), (300, 1200)):
    while True:
        coins = rng.sample(range(low, 5001), n)
        amount = rng.randint(0, 5000)
        if largest_count(amount, coins) <= LIMIT:
            break
    add(amount, coins)
cases.print()
