"""Merge Triplets cases: the examples, single triplets, traps where a matching value comes with a
too-large one, then lists of up to 3.5 * 10^4 triplets (values kept to one digit there, so that
cases.json stays small)."""
from casegen import Cases

cases = Cases(seed=1899)
rng = cases.rng


def triplets(n, target, high, helpers):
    """n random triplets with values in [1, high], plus `helpers` safe ones that each reach one of
    the target's values (so that with 3 or more helpers the answer is usually true)."""
    out = [[rng.randint(1, high) for _ in range(3)] for _ in range(n)]
    for h in range(helpers):
        k = h % 3
        helper = [rng.randint(1, t) for t in target]
        helper[k] = target[k]
        out[rng.randrange(n)] = helper
    return out


cases.add([[2, 5, 3], [1, 8, 4], [1, 7, 5]], [2, 7, 5], public=True)
cases.add([[3, 4, 5], [4, 5, 6]], [3, 2, 5], public=True)
cases.add([[2, 5, 3], [2, 3, 4], [1, 2, 5], [5, 2, 3]], [5, 5, 5], public=True)
cases.add([[1, 1, 1]], [1, 1, 1])
cases.add([[1000, 1000, 1000]], [1000, 1000, 1000])
cases.add([[1, 2, 3]], [3, 2, 1])
cases.add([[1000, 1, 1], [1, 1000, 1], [1, 1, 1000]], [1000, 1000, 1000])
cases.add([[1, 1, 1]], [1000, 1000, 1000])
# Each target value is present, but only next to a value that overshoots.
cases.add([[5, 9, 1], [1, 5, 9], [9, 1, 5]], [5, 5, 5])
cases.add([[3, 5, 7], [3, 4, 8]], [3, 5, 7])
cases.add([[3, 6, 1], [3, 5, 1], [1, 1, 7]], [3, 5, 7])
cases.add([[2, 2, 2], [2, 2, 2]], [2, 2, 3])
cases.add([[7, 7, 7]] * 5, [7, 7, 7])
for n, high, helpers in ((5, 5, 3), (5, 5, 2), (20, 10, 3), (50, 20, 1), (100, 1000, 3),
                         (1000, 1000, 3), (1000, 1000, 2), (5000, 1000, 6), (10000, 9, 3)):
    target = [rng.randint(1, high) for _ in range(3)]
    cases.add(triplets(n, target, high, helpers), target)
# The largest lists: only the last triplet completes the target, or nothing does.
many = [[rng.randint(1, 5), rng.randint(1, 5), rng.randint(1, 4)] for _ in range(35000)]
cases.add(many + [[1, 1, 5]], [5, 5, 5])
cases.add([[rng.randint(1, 9), rng.randint(1, 9), 9] for _ in range(10000)], [9, 9, 8])
cases.print()
