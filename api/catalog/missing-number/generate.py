"""Missing Number cases: the examples, first/last missing, then n = 10^4."""
from casegen import Cases

cases = Cases(seed=268)
rng = cases.rng


def missing(n, gone):
    nums = [v for v in range(n + 1) if v != gone]
    rng.shuffle(nums)
    return nums


cases.add([3, 0, 1], public=True)
cases.add([0, 1], public=True)
cases.add([9, 6, 4, 2, 3, 5, 7, 0, 1], public=True)
cases.add([0])
cases.add([1])
cases.add([1, 0])
cases.add([2, 0])
cases.add([1, 2])
cases.add([0, 2, 1, 4])
cases.add([4, 3, 2, 1])
cases.add(list(range(10)))
cases.add(list(range(1, 11)))
for n in (5, 17, 100, 1000, 5000):
    cases.add(missing(n, rng.randint(0, n)))
cases.add(missing(10**4, 0))
cases.add(missing(10**4, 10**4))
cases.add(missing(10**4, 5000))
cases.add(list(range(10**4)))
cases.add(list(range(10**4, 0, -1)))
cases.add([3, 1, 0])
cases.print()
