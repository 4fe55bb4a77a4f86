"""Partition Equal Subset Sum cases: the examples, odd totals and single elements, then 200 numbers."""
from casegen import Cases

cases = Cases(seed=416)
rng = cases.rng

cases.add([1, 5, 11, 5], public=True)
cases.add([1, 2, 3, 5], public=True)
cases.add([1])
cases.add([100])
cases.add([1, 1])
cases.add([1, 2])
cases.add([2, 2, 3, 5])
cases.add([3, 3, 3, 4, 5])
cases.add([1, 2, 5])
cases.add([100] * 200)
cases.add([100] * 199 + [1])
cases.add([1] * 199 + [100] * 1)
cases.add([99] * 100 + [1] * 100)
cases.add([2] * 199 + [4])
# Even totals that still cannot be split: many large equal values and one value that breaks it.
cases.add([100] * 99 + [2])
cases.add([97] * 198 + [2, 4])
for n, high in ((5, 10), (10, 20), (20, 50), (50, 100), (100, 100), (200, 100), (200, 7)):
    nums = [rng.randint(1, high) for _ in range(n)]
    cases.add(nums)
# Only even values plus one odd pair, so a plain search explores a huge tree before failing.
nums = [rng.randrange(2, 101, 2) for _ in range(198)] + [1, 3]
cases.add(nums)
nums = [rng.randrange(2, 101, 2) for _ in range(199)] + [1]
nums[0] += 1
cases.add(nums)
cases.print()
