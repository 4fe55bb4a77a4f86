"""Palindrome Number cases: the examples, sign and overflow edges, then random numbers."""
import json
import random

rng = random.Random(9)
cases = [{"input": str(x), "public": True} for x in (121, -121, 10)]
hidden = [0, 1, 9, 11, 12, -1, -101, 2**31 - 1, -(2**31), 1000000001, 1000021, 1234567899,
          2147447412, 1999999999, 100, 1221, 12321, 123321, 1234421, 7007, 88888888]
for _ in range(6):
    half = str(rng.randint(1, 9999))
    hidden.append(int(half + half[::-1][rng.randint(0, 1):]))
hidden += [rng.randint(-(2**31), 2**31 - 1) for _ in range(4)]
cases += [{"input": str(x), "public": False} for x in hidden]
print(json.dumps(cases))
