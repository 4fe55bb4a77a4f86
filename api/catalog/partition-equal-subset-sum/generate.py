"""Partition Equal Subset Sum cases: the examples, odd totals and single elements, then 200 numbers."""
import json
import random

rng = random.Random(416)
cases = []


def add(nums, public=False):
    cases.append({"input": json.dumps(nums, separators=(",", ":")), "public": public})


add([1, 5, 11, 5], True)
add([1, 2, 3, 5], True)
add([1])
add([100])
add([1, 1])
add([1, 2])
add([2, 2, 3, 5])
add([3, 3, 3, 4, 5])
add([1, 2, 5])
add([100] * 200)
add([100] * 199 + [1])
add([1] * 199 + [100] * 1)
add([99] * 100 + [1] * 100)
add([2] * 199 + [4])
# Even totals that still cannot be split: many large equal values and one value that breaks it.
add([100] * 99 + [2])
add([97] * 198 + [2, 4])
for n, high in ((5, 10), (10, 20), (20, 50), (50, 100), (100, 100), (200, 100), (200, 7)):
    nums = [rng.randint(1, high) for _ in range(n)]
    add(nums)
# Only even values plus one odd pair, so a plain search explores a huge tree before failing.
nums = [rng.randrange(2, 101, 2) for _ in range(198)] + [1, 3]
add(nums)
nums = [rng.randrange(2, 101, 2) for _ in range(199)] + [1]
nums[0] += 1
add(nums)
print(json.dumps(cases))
