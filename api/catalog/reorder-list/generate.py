"""Reorder List cases: the examples, edge cases (one, two, three nodes, odd and even lengths), then
lists of 5 * 10^4 nodes, where walking to the tail for every node is too slow (in Python: in C++
that walk fits within the limit even at the constraints' top)."""
from casegen import Cases

cases = Cases(seed=143)
rng = cases.rng


def values(n, high=1000):
    return [rng.randint(1, high) for _ in range(n)]


cases.add([1, 2, 3, 4], public=True)
cases.add([1, 2, 3, 4, 5], public=True)
cases.add([1])
cases.add([1, 2])
cases.add([1, 2, 3])
cases.add([7, 7, 7, 7])
cases.add([1000, 1, 1000, 1, 1000])
cases.add(list(range(1, 11)))
cases.add(list(range(1, 12)))
cases.add([5, 4, 3, 2, 1, 1, 2, 3, 4, 5])
for n in (6, 13, 64, 101, 500, 999, 1000, 4321):
    cases.add(values(n))
cases.add(values(50000, 9))
cases.add(values(20001, 9))
cases.add([3, 1])
cases.add([2, 9, 4, 6, 1, 8])
cases.add(list(range(1, 1001)) * 5)
cases.add([1] * 20000)
cases.print()
