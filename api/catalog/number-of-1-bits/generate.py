"""Number of 1 Bits cases: the examples, the edges of 31 bits, single bits, patterns, random values."""
from casegen import Cases

cases = Cases(seed=191)
rng = cases.rng

cases.add(11, public=True)
cases.add(128, public=True)
cases.add(2147483645, public=True)
# 1 <= n <= 2^31 - 1, as LeetCode states it today: a positive signed 32-bit value.
for value in (1, 2, 3, 2**31 - 1, 2**31 - 2, 2**30, 2**30 + 1, 0x55555555, 0x2AAAAAAA,
              0x0000FFFF, 0x7FFF0000, 0x40000001, 0x12345678, 0x70000000):
    cases.add(value)
for bit in (5, 16, 29):
    cases.add(1 << bit)
for _ in range(10):
    cases.add(rng.randint(1, 2**31 - 1))
for _ in range(4):
    cases.add(rng.randint(2**30, 2**31 - 1))
cases.print()
