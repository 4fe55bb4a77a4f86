"""Jump Game cases: the examples, zeros in the way, then arrays of 10^4."""
from casegen import Cases

cases = Cases(seed=55)
rng = cases.rng

cases.add([2, 3, 1, 1, 4], public=True)
cases.add([3, 2, 1, 0, 4], public=True)
cases.add([0])
cases.add([5])
cases.add([0, 1])
cases.add([1, 0])
cases.add([2, 0, 0])
cases.add([1, 0, 1])
cases.add([2, 0, 0, 1])
cases.add([1, 1, 0, 1])
cases.add([3, 0, 0, 0])
cases.add([100000] + [0] * 9999)
cases.add([1] * 10000)
cases.add([1] * 9998 + [0, 0])
cases.add([1] * 9998 + [0, 5])
cases.add(list(range(10000, 0, -1)))
# The longest jump lands on a zero while a shorter one leads on: greedy "jump as far as possible" fails.
cases.add([2, 5, 0, 0])
cases.add([3, 4, 1, 0, 0, 1, 0])
cases.add([2, 3, 0, 0, 1])
cases.add(([2, 2, 0] * 3334)[:10000])
# Reachable only through long jumps over runs of zeros.
nums = [0] * 10000
for i in range(0, 10000, 100):
    nums[i] = 100
cases.add(nums)
nums[5000] = 99
cases.add(nums)
for n, high, zero_share in ((10, 3, 0.3), (100, 5, 0.3), (1000, 3, 0.4), (10000, 2, 0.45), (10000, 3, 0.6)):
    cases.add([0 if rng.random() < zero_share else rng.randint(1, high) for _ in range(n)])
cases.print()
