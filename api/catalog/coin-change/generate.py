"""Coin Change cases: the examples, impossible and zero amounts, then amounts up to 10^4."""
import json
import random

rng = random.Random(322)
cases = []


def add(coins, amount, public=False):
    cases.append({"input": f"{json.dumps(coins, separators=(',', ':'))}\n{amount}", "public": public})


add([1, 2, 5], 11, True)
add([2], 3, True)
add([1], 0, True)
add([1], 1)
add([2], 1)
add([1], 10000)
add([2147483647], 2)
add([1, 2147483647], 2)
add([186, 419, 83, 408], 6249)
add([3, 7, 405, 436], 8839)
add([1, 3, 4], 6)
add([2, 5, 10, 1], 27)
add([5, 10], 3)
add([7, 11], 10000)
add([9973], 10000)
add([4, 6, 8], 9999)
add([1, 5, 10, 25, 50, 100], 9999)
add(list(range(1, 13)), 10000)
add([10000], 10000)
for _ in range(7):
    coins = rng.sample(range(1, 500), rng.randint(1, 12))
    add(coins, rng.randint(0, 10000))
add([rng.randint(1, 2**31 - 1) for _ in range(11)] + [17], 10000)
print(json.dumps(cases))
