"""Best Time to Buy and Sell Stock cases: the examples, edges, then 10^5 days (pairs time out)."""
import json
import random

rng = random.Random(121)
cases = []


def add(prices, public=False):
    cases.append({"input": json.dumps(prices, separators=(",", ":")), "public": public})


add([7, 1, 5, 3, 6, 4], True)
add([7, 6, 4, 3, 1], True)
add([2, 4, 1], True)
add([5])
add([0])
add([10**4])
add([1, 2])
add([2, 1])
add([3, 3, 3])
add([0, 10**4])
add([10**4, 0, 10**4])
add([2, 1, 2, 0, 1])
add([1, 10**4, 0, 9999])
add([3, 8, 1, 9])
for n, top in ((10, 20), (100, 10**4), (1000, 10**4), (5000, 10**4)):
    add([rng.randint(0, top) for _ in range(n)])
add(list(range(10**4, 0, -1)))
add(list(range(0, 10**4)))
# Large, kept to one-digit prices so that the file stays small: every pair costs n^2 / 2 steps.
add([rng.randint(0, 9) for _ in range(10**5)])
add([9 - i * 10 // 30000 for i in range(30000)])
add([4, 1, 7, 0, 6])
add([1, 1, 0, 0, 1])
print(json.dumps(cases))
