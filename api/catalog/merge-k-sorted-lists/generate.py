"""Merge k Sorted Lists cases: the examples, empty lists, then 10^4 nodes in many lists."""
from casegen import Cases

cases = Cases(seed=23)
rng = cases.rng

cases.add([[1, 4, 5], [1, 3, 4], [2, 6]], public=True)
cases.add([], public=True)
cases.add([[]], public=True)
cases.add([[], []])
cases.add([[1]])
cases.add([[], [1]])
cases.add([[1], []])
cases.add([[], [], [-1]])
cases.add([[2], [1]])
cases.add([[-10**4, 10**4], [0]])
cases.add([[1, 1, 1], [1, 1], [1]])
cases.add([[5, 6, 7], [1, 2, 3], [4]])
cases.add([[1, 2, 3], [], [4, 5, 6], [], []])
for k, size in ((3, 10), (10, 50), (50, 20), (200, 5)):
    cases.add([rng.sorted_ints(rng.randint(0, size), -10**4, 10**4) for _ in range(k)])
cases.add([rng.sorted_ints(500, -10**4, 10**4) for _ in range(20)])
cases.add([[rng.randint(-10**4, 10**4)] for _ in range(10**4)])
cases.add([[] for _ in range(5000)] + [rng.sorted_ints(500, -10**4, 10**4)])
cases.add([rng.sorted_ints(2, -9, 9) for _ in range(5000)])
cases.add([list(range(i, 10**4, 20)) for i in range(20)])
cases.add([[3], [1, 2], [], [0, 4]])
cases.print()
