"""Maximum Product Subarray cases: the examples, signs and zeros, then 2 * 10^4 numbers.

Products of every run must fit in 32 bits, so between two zeros the factors other than 1 and -1
multiply (in absolute value) to at most 10^9."""
from casegen import Cases

cases = Cases(seed=152)
rng = cases.rng


def segment(length, budget=10**9):
    """length numbers, mostly 1 and -1, with bigger factors while their product stays in budget."""
    nums, product = [], 1
    for _ in range(length):
        x = rng.choice([1, -1, 1, -1, rng.randint(-10, 10)])
        if x == 0 or product * abs(x) > budget:
            x = rng.choice([1, -1])
        product *= abs(x)
        nums.append(x)
    return nums


def array(n, zero_every):
    nums = []
    while len(nums) < n:
        nums += segment(min(zero_every, n - len(nums) - 1) if n - len(nums) > 1 else 1)
        if len(nums) < n:
            nums.append(0)
    return nums[:n]


cases.add([2, 3, -2, 4], public=True)
cases.add([-2, 0, -1], public=True)
cases.add([-2])
cases.add([0])
cases.add([10])
cases.add([-2, 3, -4])
cases.add([-2, -3])
cases.add([0, 2])
cases.add([-1, -1])
cases.add([3, -1, 4])
cases.add([2, -5, -2, -4, 3])
cases.add([-10, 0, -10])
cases.add([-1, 0, -2, 0, -3])
cases.add([10] * 9)
cases.add([-10] * 9)
cases.add([-10] * 9 + [1])
for n, zero_every in ((10, 4), (50, 20), (100, 100), (1000, 50), (5000, 5000), (20000, 300), (20000, 20000)):
    cases.add(array(n, zero_every))
cases.print()
