"""Reverse Nodes in k-Group cases: the examples, edge cases (k = 1, k = n, n a multiple of k or
not, one node), then lists of 5000 nodes."""
from casegen import Cases

cases = Cases(seed=25)
rng = cases.rng


def values(n):
    return [rng.randint(0, 1000) for _ in range(n)]


cases.add([1, 2, 3, 4, 5], 2, public=True)
cases.add([1, 2, 3, 4, 5], 3, public=True)
cases.add([1], 1)
cases.add([1, 2], 1)
cases.add([1, 2], 2)
cases.add([1, 2, 3], 2)
cases.add([1, 2, 3], 3)
cases.add([1, 2, 3, 4], 4)
cases.add([1, 2, 3, 4], 3)
cases.add([1, 2, 3, 4, 5, 6], 2)
cases.add([1, 2, 3, 4, 5, 6], 3)
cases.add([1, 2, 3, 4, 5, 6, 7], 3)
cases.add([0, 1000, 0, 1000], 2)
cases.add([5, 5, 5, 5, 5], 5)
for n, k in ((10, 4), (17, 5), (64, 8), (100, 99), (1000, 7), (999, 1000 // 3)):
    cases.add(values(n), k)
cases.add(values(5000), 1)
cases.add(values(5000), 2)
cases.add(values(5000), 5000)
cases.add(values(5000), 4999)
cases.add([v % 1001 for v in range(1, 5001)], 71)
cases.print()
