"""Number of 1 Bits cases: the examples, the edges of 32 bits, single bits, patterns, random values."""
from casegen import Cases

cases = Cases(seed=191)
rng = cases.rng

cases.add(11, public=True)
cases.add(128, public=True)
cases.add(4294967293, public=True)
for value in (0, 1, 2, 3, 2**31, 2**31 - 1, 2**32 - 1, 2**32 - 2, 0x55555555, 0xAAAAAAAA,
              0x0000FFFF, 0xFFFF0000, 0x80000001, 0x12345678, 0xF0000000):
    cases.add(value)
for bit in (5, 16, 30):
    cases.add(1 << bit)
for _ in range(10):
    cases.add(rng.randint(0, 2**32 - 1))
for _ in range(4):
    cases.add(rng.randint(2**31, 2**32 - 1))
cases.print()
