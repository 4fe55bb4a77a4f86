"""Contains Duplicate cases: the examples, edges, then large arrays of distinct values."""
from casegen import Cases

cases = Cases(seed=217)
rng = cases.rng

cases.add([1, 2, 3, 1], public=True)
cases.add([1, 2, 3, 4], public=True)
cases.add([1, 1, 1, 3, 3, 4, 3, 2, 4, 2], public=True)
cases.add([1])
cases.add([-10**9])
cases.add([0, 0])
cases.add([10**9, -10**9])
cases.add([10**9, 10**9])
cases.add([-10**9, 5, -10**9])
cases.add([-1, 1])
cases.add([3, 1, 2, 3])
cases.add([1, 2, 3, 4, 5, 6, 7, 8, 9, 1])
for n in (10, 100, 1000, 2000):
    cases.add(rng.sample(range(-10**9, 10**9), n))
    nums = rng.sample(range(-10**9, 10**9), n - 1)
    nums.append(rng.choice(nums))
    cases.add(nums)
# Large and all distinct: every pair must be looked at by a brute force.
cases.add(rng.sample(range(-30000, 30000), 60000))
big = list(range(20000))
rng.shuffle(big)
big[-1] = big[0]
cases.add(big)
cases.add(list(range(-10**9, -10**9 + 3000)))
cases.print()
