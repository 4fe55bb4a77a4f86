"""3Sum cases: the examples, duplicates and zeros, then 3000 numbers with few triplets."""
import json
import random

rng = random.Random(15)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([-1, 0, 1, 2, -1, -4], True)
add([0, 1, 1], True)
add([0, 0, 0], True)
add([0, 0, 0, 0, 0])
add([1, 2, 3])
add([-1, -2, -3])
add([-2, 0, 1, 1, 2])
add([3, 0, -2, -1, 1, 2])
add([-4, -2, -2, -2, 0, 1, 2, 2, 2, 3, 3, 4, 4, 6, 6])
add([100000, -100000, 0])
add([-100000, 50000, 50000, 50000])
add([1, -1, 1, -1, 1, -1, 0])
for n, bound in ((10, 5), (30, 10), (100, 50), (300, 1000), (500, 10**5)):
    add([rng.randint(-bound, bound) for _ in range(n)])
# Large: 3000 values where only a few dozen triplets exist (so the answer stays small), but a
# cubic search still tries ~4.5 * 10^9 triples.
for negatives in (10, 25):
    nums = [rng.randint(1, 10**5) for _ in range(3000 - negatives)]
    nums += [-rng.randint(2, 10**5) for _ in range(negatives)]
    rng.shuffle(nums)
    add(nums)
# Only odd values: three odd numbers never add up to 0, so nothing is found, yet a two-pointer
# scan runs for every negative anchor (the whole quadratic amount of work).
odd = rng.sample(range(-99999, 100000, 2), 3000)
add(odd)
odd[rng.randrange(3000)] = 0
odd[rng.randrange(3000)] = 2
add(odd)
add([0] * 3000)
add([rng.choice([-1, 0, 1, 2, -2]) for _ in range(3000)])
nums = list(range(1, 2998)) + [-5996, -2, 0]
add(nums)
print(json.dumps(cases))
