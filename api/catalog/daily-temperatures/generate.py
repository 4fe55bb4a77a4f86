"""Daily Temperatures cases: the examples, flat and monotone runs, then 10^5 days."""
import json
import random

rng = random.Random(739)
cases = []


def add(temperatures, public=False):
    cases.append({"input": json.dumps(temperatures, separators=(",", ":")), "public": public})


add([73, 74, 75, 71, 69, 72, 76, 73], True)
add([30, 40, 50, 60], True)
add([30, 60, 90], True)
add([30])
add([100])
add([50, 50])
add([100, 30])
add([30, 100])
add([89, 62, 70, 58, 47, 47, 46, 76, 100, 70])
add(list(range(100, 29, -1)))
add(list(range(30, 101)))
add([70, 70, 70, 71])
add([100, 99, 98, 97, 100])
add([31, 30, 31, 30, 31])
add([60, 50, 40, 55, 45, 65])
add([55, 38, 53, 81, 61, 93, 97, 32, 43, 78])
for n in (10, 100, 1000, 2000):
    add([rng.randint(30, 100) for _ in range(n)])
add([rng.randint(95, 100) for _ in range(2000)])
add([100 - (i % 71) for i in range(2000)])
# Large: days that are never followed by anything warmer make a forward scan from every day
# cross the rest of the array (O(n^2), about 5 * 10^9 steps).
add([99] * 10**5)
print(json.dumps(cases))
