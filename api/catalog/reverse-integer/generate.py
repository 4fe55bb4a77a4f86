"""Reverse Integer cases: the examples, zeros and signs, then values around the 32-bit limits."""
from casegen import Cases

cases = Cases(seed=7)
rng = cases.rng

cases.add(123, public=True)
cases.add(-123, public=True)
cases.add(120, public=True)
for x in (0, 1, -1, 9, -10, 100, 1000000000, -1000000000, 2**31 - 1, -(2**31), 1534236469,
          -1563847412, 1463847412, -1463847412, 1463847413, 2147447412, -2147447412, 1147483649,
          1000000003, 901000, -2147483412, 1056389759):
    cases.add(x)
for _ in range(8):
    cases.add(rng.randint(-(2**31), 2**31 - 1))
cases.print()
