"""Pow(x, n) cases: the examples, zero and negative exponents, the 32-bit extremes of n (where
multiplying |n| times is far too slow and negating n overflows), then random bases and exponents
with |x^n| <= 10^4. Bases are written with five decimals, as LeetCode shows them."""
import math

from casegen import Cases, Raw

cases = Cases(seed=50)
rng = cases.rng
INT_MIN, INT_MAX = -2**31, 2**31 - 1


def add(x, n, public=False):
    assert -100 < x < 100 and INT_MIN <= n <= INT_MAX and (x != 0 or n > 0)
    if x != 0 and n * math.log(abs(x)) > math.log(10**4) + 1e-9:
        raise ValueError(f"{x}^{n} is above 10^4")
    cases.add(Raw(f"{x:.5f}"), n, public=public)


add(2.0, 10, public=True)
add(2.1, 3, public=True)
add(2.0, -2, public=True)
add(0.0, 1)
add(0.0, INT_MAX)
add(5.5, 0)
add(-3.0, 0)
add(1.0, INT_MAX)
add(1.0, INT_MIN)
add(-1.0, INT_MIN)
add(-1.0, INT_MAX)
add(2.0, INT_MIN)
add(0.5, INT_MAX)
add(-0.5, -13)
add(0.00001, INT_MAX)
add(99.99999, 2)
add(-99.99999, 1)
add(-99.99999, -1)
add(-2.0, 13)
add(-2.0, -13)
add(1.00001, 921000)
add(0.99999, -921000)
add(1.00001, INT_MIN)
add(0.99999, INT_MAX - 1)
add(-1.00001, 100001)
add(3.0, 8)
add(10.0, 4)
add(0.1, -4)
for _ in range(12):
    x = round(rng.uniform(-99.99999, 99.99999), 5)
    if x == 0:
        continue
    limit = math.log(10**4) / math.log(abs(x)) if abs(x) != 1 else INT_MAX
    # Exponents on the side that keeps |x^n| small can be as large as the 32-bit range allows.
    n = rng.randint(0, int(limit)) if limit > 0 else rng.randint(int(limit), 0)
    if rng.random() < 0.3:
        n = INT_MAX if abs(x) < 1 else INT_MIN
    add(x, n)
cases.print()
