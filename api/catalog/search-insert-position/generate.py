"""Search Insert Position cases: the examples, before/after/between edges, then 10^4 values."""
from casegen import Cases

cases = Cases(seed=35)
rng = cases.rng

cases.add([1, 3, 5, 6], 5, public=True)
cases.add([1, 3, 5, 6], 2, public=True)
cases.add([1, 3, 5, 6], 7, public=True)
cases.add([1, 3, 5, 6], 0)
cases.add([1], 0)
cases.add([1], 1)
cases.add([1], 2)
cases.add([-10**4], 10**4)
cases.add([10**4], -10**4)
cases.add([-5, -3, 0, 2], -4)
cases.add([-5, -3, 0, 2], 2)
cases.add([-5, -3, 0, 2], -5)
cases.add([2, 4], 3)
for n in (5, 40, 300, 800):
    nums = sorted(rng.sample(range(-10**4, 10**4 + 1), n))
    cases.add(nums, rng.choice(nums))
    cases.add(nums, rng.randint(-10**4, 10**4))
big = sorted(rng.sample(range(-10**4, 10**4 + 1), 10**4))
cases.add(big, big[-1])
cases.add(big, 10**4 if big[-1] < 10**4 else big[0] - 1)
cases.add(list(range(-10**4, 10**4, 2)), 10**4)
cases.add([-10**4, 10**4], 0)
cases.print()
