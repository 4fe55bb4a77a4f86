"""Move Zeroes cases: the examples, edge cases, then arrays of 10^4 with many zeroes."""
from casegen import Cases

cases = Cases(seed=283)
rng = cases.rng

cases.add([0, 1, 0, 3, 12], public=True)
cases.add([0], public=True)
cases.add([4, 0, 5, 0, 0, 6], public=True)
cases.add([1])
cases.add([1, 2, 3])
cases.add([0, 0, 0, 1])
cases.add([1, 0, 0, 0])
cases.add([0, 0, 0, 0, 0])
cases.add([-1, 0, -2, 0, 0, -3])
cases.add([-(2**31), 0, 2**31 - 1, 0])
cases.add([2**31 - 1, 2**31 - 1, 0, -(2**31)])
cases.add([0, 1])
cases.add([1, 0])
cases.add([5, 5, 0, 5, 5, 0])
for n in (10, 50, 100, 1000):
    cases.add([rng.choice([0, 0, rng.randint(-9, 9)]) for _ in range(n)])
for n, zero_share in ((10**4, 0.5), (10**4, 0.99), (10**4, 0.0)):
    cases.add([0 if rng.random() < zero_share else rng.randint(-999, 999) for _ in range(n)])
cases.add([0] * 5000 + list(range(1, 5001)))
cases.add([rng.randint(-(2**31), 2**31 - 1) if i % 3 else 0 for i in range(2000)])
cases.print()
