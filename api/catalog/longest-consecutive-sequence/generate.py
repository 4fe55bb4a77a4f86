"""Longest Consecutive Sequence cases: the examples, empty and duplicates, extremes, then long runs."""
import json
import random

rng = random.Random(128)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([100, 4, 200, 1, 3, 2], True)
add([0, 3, 7, 2, 5, 8, 4, 6, 0, 1], True)
add([1, 0, 1, 2], True)
add([])
add([5])
add([-1000000000])
add([7, 7, 7])
add([1, 3, 5, 7])
add([10**9, 10**9 - 1, -(10**9)])
add([-(10**9), -(10**9) + 1, 10**9])
add([-2, -1, 0, 1, 2])
add([9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6])
add([1, 2, 0, 1])
add([1, 2, 2, 3])
add([0, -1])
for n, bound in ((10, 10), (100, 50), (1000, 2000), (3000, 10**9), (10000, 15000)):
    add([rng.randint(-bound, bound) for _ in range(n)])
# Large: one long run, shuffled. Counting upwards from every element instead of only from the
# start of a run takes about n^2 / 2 look-ups.
run = list(range(-25000, 25000))
rng.shuffle(run)
add(run)
run = list(range(10**9 - 2999, 10**9 + 1))[::-1]
add(run)
nums = list(range(0, 8000, 2)) + list(range(1, 4000, 2))
rng.shuffle(nums)
add(nums)
print(json.dumps(cases))
