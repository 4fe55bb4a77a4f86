"""Counting Bits cases: the examples, 0 and 1, powers of two and one below them, then n up to
10^5 (few cases that large, since the answer itself has n + 1 numbers)."""
from casegen import Cases

cases = Cases(seed=338)
rng = cases.rng

cases.add(2, public=True)
cases.add(5, public=True)
for n in (0, 1, 3, 4, 7, 8, 15, 16, 31, 63, 64, 127, 128, 255, 256, 1000, 1023, 1024, 4095, 32767, 10**5):
    cases.add(n)
for _ in range(5):
    cases.add(rng.randint(9, 3000))
cases.print()
