"""Stock with Cooldown cases: the examples, flat and falling prices, then 5000 days."""
from casegen import Cases

cases = Cases(seed=309)
rng = cases.rng

cases.add([1, 2, 3, 0, 2], public=True)
cases.add([1], public=True)
cases.add([0])
cases.add([1000])
cases.add([1, 2])
cases.add([2, 1])
cases.add([1, 1000, 0, 1000])             # no buy the day after the sale
cases.add([1, 1000, 1, 0, 1000])
cases.add([6, 1, 3, 2, 4, 7])
cases.add([1, 4, 2, 7])
cases.add([5, 5, 5, 5, 5])
cases.add([1000 - i // 5 for i in range(5000)])
cases.add([i // 5 for i in range(5000)])
cases.add([0, 1000] * 2500)
cases.add([0, 1000, 0] * 1666 + [1000, 0])
cases.add([1000] * 5000)
cases.add([(i * 37) % 1001 for i in range(5000)])
for n in (3, 5, 8, 13, 30, 100, 1000):
    cases.add([rng.randint(0, 1000) for _ in range(n)])
for _ in range(3):
    cases.add([rng.randint(0, 1000) for _ in range(5000)])
walk, price = [], 500
for _ in range(5000):
    price = min(1000, max(0, price + rng.randint(-20, 20)))
    walk.append(price)
cases.add(walk)
cases.print()
