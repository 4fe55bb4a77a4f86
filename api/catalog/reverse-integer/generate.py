"""Reverse Integer cases: the examples, zeros and signs, then values around the 32-bit limits."""
import json
import random

rng = random.Random(7)
cases = []


def add(x, public=False):
    cases.append({"input": str(x), "public": public})


add(123, True)
add(-123, True)
add(120, True)
for x in (0, 1, -1, 9, -10, 100, 1000000000, -1000000000, 2**31 - 1, -(2**31), 1534236469,
          -1563847412, 1463847412, -1463847412, 1463847413, 2147447412, -2147447412, 1147483649,
          1000000003, 901000, -2147483412, 1056389759):
    add(x)
for _ in range(8):
    add(rng.randint(-(2**31), 2**31 - 1))
print(json.dumps(cases))
