"""Copy List with Random Pointer cases: the examples, empty and single lists, self pointers, equal
values, all-null and all-to-one randoms, then lists of 1000 nodes."""
from casegen import Cases

cases = Cases(seed=138)
rng = cases.rng


def random_list(n, low=-10**4, high=10**4, null_share=0.3):
    return [[rng.randint(low, high), None if rng.random() < null_share else rng.randrange(n)]
            for _ in range(n)]


cases.add([[7, None], [13, 0], [11, 4], [10, 2], [1, 0]], public=True)
cases.add([[1, 1], [2, 1]], public=True)
cases.add([[3, None], [3, 0], [3, None]], public=True)
cases.add([])
cases.add([[5, None]])
cases.add([[5, 0]])
cases.add([[-10**4, 1], [10**4, 0]])
cases.add([[1, None], [2, None], [3, None]])
cases.add([[1, 2], [2, 2], [3, 2]])
cases.add([[0, i] for i in range(6)])
cases.add([[0, 5 - i] for i in range(6)])
cases.add([[4, 0], [4, 0], [4, 0], [4, 0]])
for n in (10, 50, 200):
    cases.add(random_list(n))
    cases.add(random_list(n, 0, 2, 0.1))
cases.add(random_list(1000))
cases.add(random_list(1000, -3, 3, 0))
cases.add([[i, 999 - i] for i in range(1000)])
cases.add([[7, None] for _ in range(1000)])
cases.add([[i % 10, 0] for i in range(1000)])
cases.print()
