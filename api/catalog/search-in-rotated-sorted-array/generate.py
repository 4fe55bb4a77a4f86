"""Search in Rotated Sorted Array cases: the examples, every rotation of a small array, then 5000 values."""
from casegen import Cases

cases = Cases(seed=33)
rng = cases.rng

cases.add([4, 5, 6, 7, 0, 1, 2], 0, public=True)
cases.add([4, 5, 6, 7, 0, 1, 2], 3, public=True)
cases.add([1], 0, public=True)
cases.add([1], 1)
cases.add([1, 3], 3)
cases.add([3, 1], 1)
cases.add([3, 1], 3)
cases.add([3, 1], 2)
cases.add([5, 1, 3], 5)
cases.add([5, 1, 3], 3)
cases.add([4, 5, 6, 7, 8, 1, 2, 3], 8)
cases.add([1, 2, 3, 4, 5], 1)
cases.add([2, 3, 4, 5, 1], 1)
cases.add([-10000, 10000], 10000)
cases.add([10000, -10000], -10000)
values = [1, 3, 5, 7, 9, 11]
for k in range(6):
    cases.add(values[k:] + values[:k], values[(k + 2) % 6])
for n in (10, 100, 1000, 5000, 5000):
    nums = rng.rotated(n, -10**4, 10**4)
    cases.add(nums, rng.choice(nums))
    cases.add(nums, rng.choice([x for x in range(-10**4, 10**4 + 1) if x not in set(nums)][:2000]))
cases.print()
