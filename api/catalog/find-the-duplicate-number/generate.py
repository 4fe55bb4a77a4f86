"""Find the Duplicate Number cases: the examples, edge cases (n = 1, the duplicate repeated many
times, at both ends), then arrays of 10^5 + 1 values where comparing every pair is too slow."""
from casegen import Cases

cases = Cases(seed=287)
rng = cases.rng


def with_duplicate(n, copies=2, duplicate=None):
    """n + 1 values in [1, n]: `duplicate` appears `copies` times, the others at most once."""
    duplicate = duplicate or rng.randint(1, n)
    others = rng.sample([v for v in range(1, n + 1) if v != duplicate], n + 1 - copies)
    nums = others + [duplicate] * copies
    rng.shuffle(nums)
    return nums


cases.add([1, 3, 4, 2, 2], public=True)
cases.add([3, 1, 3, 4, 2], public=True)
cases.add([3, 3, 3, 3, 3], public=True)
cases.add([1, 1])
cases.add([1, 1, 2])
cases.add([2, 2, 2])
cases.add([2, 1, 2])
cases.add([1, 2, 3, 4, 5, 6, 7, 8, 9, 9])
cases.add([9, 1, 2, 3, 4, 5, 6, 7, 8, 9])
cases.add([9, 9, 1, 2, 3, 4, 5, 6, 7, 8])
cases.add([2, 5, 9, 6, 9, 3, 8, 9, 7, 1])
cases.add([4, 4, 4, 1, 4])
cases.add([1, 4, 4, 2, 4])
for n, copies in ((10, 2), (10, 5), (100, 2), (100, 60), (1000, 2), (5000, 2), (5000, 4000)):
    cases.add(with_duplicate(n, copies))
# Large: n = 10^5. Many distinct values first and the duplicate filling the end, so a pairwise scan
# checks each distinct value against everything after it; then a permutation plus one repeat.
n = 10**5
distinct = rng.sample(range(2, 50002), 50000)
cases.add(distinct + [1] * (n + 1 - 50000))
cases.add(with_duplicate(5000, 2, duplicate=5000))
cases.add(list(range(1, 5001)) + [1])
cases.add([1] * 3001)
cases.add([3000] + list(range(1, 3001)))
cases.print()
