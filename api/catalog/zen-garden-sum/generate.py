"""Zen Garden Sum cases (stdio): the examples, extremes of the weights, then 10^5 stones."""
import json
import random

rng = random.Random(1001)
cases = []


def add(weights, public=False):
    text = f"{len(weights)}\n{' '.join(map(str, weights))}"
    cases.append({"input": text, "public": public})


add([1, 2, 3, 4, 5], True)
add([42], True)
add([-7, 7, 10], True)
add([0])
add([-(10**9)])
add([10**9])
add([10**9, 10**9, 10**9])
add([-(10**9)] * 7)
add([5, -5, 5, -5])
add([0, 0, 0, 0])
add([1, -1])
add([2**31 - 1, 1])
add([-(2**31), -1])
for n in (2, 10, 100, 1000, 5000):
    add([rng.randint(-(10**9), 10**9) for _ in range(n)])
add([10**9] * 5000)  # 5 * 10^12: needs 64 bits
add([-(10**9)] * 5000)
add([rng.randint(-9, 9) for _ in range(10**5)])
add([7, 8, 9])
add([-3])


print(json.dumps(cases))
