"""3Sum cases: the examples, duplicates and zeros, then 3000 numbers with few triplets."""
from casegen import Cases

cases = Cases(seed=15)
rng = cases.rng

cases.add([-1, 0, 1, 2, -1, -4], public=True)
cases.add([0, 1, 1], public=True)
cases.add([0, 0, 0], public=True)
cases.add([0, 0, 0, 0, 0])
cases.add([1, 2, 3])
cases.add([-1, -2, -3])
cases.add([-2, 0, 1, 1, 2])
cases.add([3, 0, -2, -1, 1, 2])
cases.add([-4, -2, -2, -2, 0, 1, 2, 2, 2, 3, 3, 4, 4, 6, 6])
cases.add([100000, -100000, 0])
cases.add([-100000, 50000, 50000, 50000])
cases.add([1, -1, 1, -1, 1, -1, 0])
for n, bound in ((10, 5), (30, 10), (100, 50), (300, 1000), (500, 10**5)):
    cases.add([rng.randint(-bound, bound) for _ in range(n)])
# Large: 3000 values where only a few dozen triplets exist (so the answer stays small), but a
# cubic search still tries ~4.5 * 10^9 triples.
for negatives in (10, 25):
    nums = [rng.randint(1, 10**5) for _ in range(3000 - negatives)]
    nums += [-rng.randint(2, 10**5) for _ in range(negatives)]
    rng.shuffle(nums)
    cases.add(nums)
# Only odd values: three odd numbers never add up to 0, so nothing is found, yet a two-pointer
# scan runs for every negative anchor (the whole quadratic amount of work).
odd = rng.sample(range(-99999, 100000, 2), 3000)
cases.add(odd)
odd[rng.randrange(3000)] = 0
odd[rng.randrange(3000)] = 2
cases.add(odd)
cases.add([0] * 3000)
cases.add([rng.choice([-1, 0, 1, 2, -2]) for _ in range(3000)])
nums = list(range(1, 2998)) + [-5996, -2, 0]
cases.add(nums)
cases.print()
