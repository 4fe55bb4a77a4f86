"""Happy Number cases: the examples, 1, the single digits (7 is the only happy one besides 1),
members of the unhappy cycle, then large values up to 2^31 - 1."""
from casegen import Cases

cases = Cases(seed=202)
rng = cases.rng

cases.add(19, public=True)
cases.add(2, public=True)
for n in (1, 3, 4, 5, 6, 7, 8, 9, 10, 13, 16, 20, 23, 28, 37, 42, 58, 89, 100, 145, 1111111, 986543210,
          2**31 - 1, 2**31 - 2, 1999999999, 1000000000, 999999999, 7777777, 1234567890):
    cases.add(n)
for _ in range(10):
    cases.add(rng.randint(1, 2**31 - 1))
cases.print()
