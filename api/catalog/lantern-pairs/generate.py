"""Lantern Pairs cases (stdio): the examples, the doubling boundary, then 10^5 lanterns."""
import json
import random

rng = random.Random(1005)
cases = []


def add(values, public=False):
    cases.append({"input": f"{len(values)}\n{' '.join(map(str, values))}", "public": public})


add([5, 1, 3, 2, 1], True)
add([7], True)
add([2, 1, 4, 2], True)
add([0])
add([10**9])
add([1, 0])
add([0, 0])
add([3, 1])
add([10**9, 10**9 // 2])
add([10**9, 10**9 // 2 - 1])
add([1, 2, 3, 4, 5])
add([5, 4, 3, 2, 1])
add([9, 4, 9, 4, 9, 4])
add([2, 4, 3, 5, 1])
for n, top in ((10, 10), (100, 1000), (1000, 10**9), (5000, 10**9)):
    add([rng.randint(0, top) for _ in range(n)])
# Large: small values keep the file small; a strictly decreasing-by-halves row maximises pairs.
add([rng.randint(0, 9) for _ in range(10**5)])
add([1] * 50000 + [0] * 50000)  # 2.5 * 10^9 pairs: more than 2^31
add([4, 2, 1, 0])
add([10**9, 0, 10**9, 0])
add([3, 1, 3, 1, 0])
print(json.dumps(cases))
