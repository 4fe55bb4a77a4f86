"""Kth Largest Element in a Stream cases: the examples, edge sessions (k = 1, nums with k - 1
values, equal values, negatives), then up to 10^4 additions where sorting after each one is too slow."""
from casegen import Cases

cases = Cases(seed=703)
rng = cases.rng


def session(k, n, adds, low=-10**4, high=10**4):
    nums = [rng.randint(low, high) for _ in range(n)]
    calls = ["KthLargest"] + ["add"] * adds
    args = [[k, nums]] + [[rng.randint(low, high)] for _ in range(adds)]
    return calls, args


cases.add(["KthLargest", "add", "add", "add", "add", "add"], [[3, [4, 5, 8, 2]], [3], [5], [10], [9], [4]],
          public=True)
cases.add(["KthLargest", "add", "add", "add", "add"], [[4, [7, 7, 7, 7, 8, 3]], [2], [10], [9], [9]], public=True)
cases.add(["KthLargest", "add"], [[1, []], [-3]])
cases.add(["KthLargest", "add", "add", "add"], [[1, [5]], [3], [7], [6]])
cases.add(["KthLargest", "add", "add", "add"], [[2, [0]], [-1], [1], [-2]])
cases.add(["KthLargest", "add", "add", "add", "add"], [[3, [5, -1]], [2], [1], [-1], [3]])
cases.add(["KthLargest", "add", "add"], [[2, [10000, -10000]], [-10000], [10000]])
cases.add(["KthLargest", "add", "add", "add"], [[3, [1, 1, 1]], [1], [1], [2]])
cases.add(["KthLargest", "add"], [[5, [5, 4, 3, 2]], [1]])
for k, n, adds in ((1, 5, 10), (2, 10, 20), (5, 4, 50), (10, 100, 100), (50, 1000, 500), (300, 299, 1000)):
    cases.add(*session(k, n, adds))
cases.add(*session(7, 20, 200, 0, 3))
# Large: 10^4 values in the stream to start with and 10^4 additions, k small, middle and large.
cases.add(*session(1, 10**4, 6000))
cases.add(*session(5000, 10**4, 6000, -99, 99))
cases.add(*session(10**4, 10**4 - 1, 5000, -9, 9))
cases.add(["KthLargest"] + ["add"] * 5000, [[100, list(range(99))]] + [[v] for v in range(-2500, 2500)])
cases.add(*session(2, 1, 30, -2, 2))
cases.add(*session(3, 3, 30, 10**4 - 3, 10**4))
cases.add(["KthLargest", "add", "add", "add"], [[2, [1]], [1], [1], [1]])
cases.print()
