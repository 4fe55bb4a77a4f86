"""Single Number cases: the examples, sign and position edges, then 3 * 10^4 - 1 values."""
from casegen import Cases

cases = Cases(seed=136)
rng = cases.rng


def shuffled(pairs, single):
    nums = [v for v in pairs for _ in range(2)] + [single]
    rng.shuffle(nums)
    return nums


cases.add([2, 2, 1], public=True)
cases.add([4, 1, 2, 1, 2], public=True)
cases.add([1], public=True)
cases.add([0])
cases.add([-30000])
cases.add([30000])
cases.add([0, 1, 0])
cases.add([-1, -1, -2])
cases.add([7, 3, 3])
cases.add([5, 5, 6, 6, 0])
cases.add([30000, -30000, 30000])
cases.add([-30000, 12, -30000])
cases.add([1, 2, 3, 2, 1])
for pairs in (3, 10, 100, 1000):
    values = rng.sample(range(-30000, 30001), pairs + 1)
    cases.add(shuffled(values[1:], values[0]))
values = rng.sample(range(-30000, 30001), 15000)
cases.add(shuffled(values[1:], values[0]))
values = rng.sample(range(-999, 1000), 1000)
cases.add(shuffled(values[1:], values[0]))
cases.add([-30000] + [v for v in range(1, 15000) for _ in range(2)])
cases.add([v for v in range(700) for _ in range(2)] + [-7])
cases.add([8, -8, 8])
cases.add([2, 3, 2])
cases.print()
