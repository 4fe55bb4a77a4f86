"""Linked List Cycle cases: the examples, empty and single lists, self loops, cycles at either end,
repeated values without a cycle, then lists of 10^4 nodes."""
from casegen import Cases

cases = Cases(seed=141)
rng = cases.rng


def values(n, low=-10**5, high=10**5):
    return [rng.randint(low, high) for _ in range(n)]


cases.add([3, 2, 0, -4], 1, public=True)
cases.add([1, 2], 0, public=True)
cases.add([1], -1, public=True)
cases.add([], -1)
cases.add([5], 0)
cases.add([1, 2], 1)
cases.add([1, 2], -1)
cases.add([1, 1, 1, 1], -1)
cases.add([7, 7, 7], 2)
cases.add([1, 2, 3, 4, 5], 4)
cases.add([1, 2, 3, 4, 5], 0)
cases.add([1, 2, 3, 1, 2, 3], -1)
cases.add([-10**5, 10**5], 0)
for n in (10, 100, 1000):
    cases.add(values(n), rng.randrange(n))
    cases.add(values(n), -1)
# Small values keep cases.json small; the extremes are covered above.
cases.add(values(10**4, -999, 999), -1)
cases.add(values(10**4, -999, 999), 0)
cases.add(values(10**4, -999, 999), 10**4 - 1)
cases.add(values(10**4, -999, 999), 5000)
cases.add(values(10**4, 0, 3), -1)
cases.add([0] * 10**4, 9999)
cases.print()
