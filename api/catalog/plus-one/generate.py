"""Plus One cases: the examples, zero, single digits, runs of nines in every position, then
numbers of 100 digits, far beyond 64-bit integers."""
from casegen import Cases

cases = Cases(seed=66)
rng = cases.rng


def number(n, trailing_nines=0):
    """n digits without a leading zero, the last `trailing_nines` of them nines."""
    body = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(n - 1)]
    if trailing_nines:
        body[-trailing_nines:] = [9] * trailing_nines
        if trailing_nines < n:
            body[-trailing_nines - 1] = rng.randint(0, 8) if trailing_nines + 1 < n else rng.randint(1, 8)
    return body


cases.add([1, 2, 3], public=True)
cases.add([4, 3, 2, 1], public=True)
cases.add([9], public=True)
cases.add([0])
cases.add([8])
cases.add([1, 0])
cases.add([9, 9])
cases.add([1, 9])
cases.add([8, 9, 9, 9])
cases.add([9, 0, 9])
cases.add([1, 0, 0, 0, 0])
cases.add([9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
cases.add([9, 2, 2, 3, 3, 7, 2, 0, 3, 6, 8, 5, 4, 7, 7, 5, 8, 0, 7])  # 2^63 - 1: one more overflows a signed 64-bit integer
cases.add([1, 8, 4, 4, 6, 7, 4, 4, 0, 7, 3, 7, 0, 9, 5, 5, 1, 6, 1, 5])  # 2^64 - 1
cases.add([9] * 100)
cases.add([1] + [0] * 99)
cases.add([1] + [9] * 99)
cases.add([9] * 99 + [8])
for n, nines in ((5, 0), (12, 3), (30, 0), (50, 10), (100, 0), (100, 1), (100, 57), (100, 99), (64, 0)):
    cases.add(number(n, nines))
cases.print()
