"""Missing Number cases: the examples, first/last missing, then n = 10^4."""
import json
import random

rng = random.Random(268)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


def missing(n, gone):
    nums = [v for v in range(n + 1) if v != gone]
    rng.shuffle(nums)
    return nums


add([3, 0, 1], True)
add([0, 1], True)
add([9, 6, 4, 2, 3, 5, 7, 0, 1], True)
add([0])
add([1])
add([1, 0])
add([2, 0])
add([1, 2])
add([0, 2, 1, 4])
add([4, 3, 2, 1])
add(list(range(10)))
add(list(range(1, 11)))
for n in (5, 17, 100, 1000, 5000):
    add(missing(n, rng.randint(0, n)))
add(missing(10**4, 0))
add(missing(10**4, 10**4))
add(missing(10**4, 5000))
add(list(range(10**4)))
add(list(range(10**4, 0, -1)))
add([3, 1, 0])
print(json.dumps(cases))
