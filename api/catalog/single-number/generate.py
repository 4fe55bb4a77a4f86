"""Single Number cases: the examples, sign and position edges, then 3 * 10^4 - 1 values."""
import json
import random

rng = random.Random(136)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


def shuffled(pairs, single):
    nums = [v for v in pairs for _ in range(2)] + [single]
    rng.shuffle(nums)
    return nums


add([2, 2, 1], True)
add([4, 1, 2, 1, 2], True)
add([1], True)
add([0])
add([-30000])
add([30000])
add([0, 1, 0])
add([-1, -1, -2])
add([7, 3, 3])
add([5, 5, 6, 6, 0])
add([30000, -30000, 30000])
add([-30000, 12, -30000])
add([1, 2, 3, 2, 1])
for pairs in (3, 10, 100, 1000):
    values = rng.sample(range(-30000, 30001), pairs + 1)
    add(shuffled(values[1:], values[0]))
values = rng.sample(range(-30000, 30001), 15000)
add(shuffled(values[1:], values[0]))
values = rng.sample(range(-999, 1000), 1000)
add(shuffled(values[1:], values[0]))
add([-30000] + [v for v in range(1, 15000) for _ in range(2)])
add([0] * 2 * 700 + [-7])
add([8, -8, 8])
add([2, 3, 2])
print(json.dumps(cases))
