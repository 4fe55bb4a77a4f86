"""Palindrome Number cases: the examples, sign and overflow edges, then random numbers."""
from casegen import Cases

cases = Cases(seed=9)
rng = cases.rng
for x in (121, -121, 10):
    cases.add(x, public=True)
hidden = [0, 1, 9, 11, 12, -1, -101, 2**31 - 1, -(2**31), 1000000001, 1000021, 1234567899,
          2147447412, 1999999999, 100, 1221, 12321, 123321, 1234421, 7007, 88888888]
for _ in range(6):
    half = str(rng.randint(1, 9999))
    hidden.append(int(half + half[::-1][rng.randint(0, 1):]))
hidden += [rng.randint(-(2**31), 2**31 - 1) for _ in range(4)]
for x in hidden:
    cases.add(x)
cases.print()
