"""Unique Paths cases: the examples, one-row and one-column grids, then grids with answers near 2 * 10^9."""
import math
from casegen import Cases

cases = Cases(seed=62)
rng = cases.rng


def add(m, n, public=False):
    assert math.comb(m + n - 2, m - 1) <= 2 * 10**9
    cases.add(m, n, public=public)


add(3, 7, True)
add(3, 2, True)
add(1, 1)
add(1, 100)
add(100, 1)
add(2, 2)
add(2, 100)
add(100, 2)
add(3, 3)
add(7, 3)
add(10, 10)
add(3, 100)
add(17, 17)
add(18, 17)
add(13, 23)
add(23, 12)
add(16, 16)
add(51, 9)
add(9, 51)
# The largest answers within the limit (1,984,829,850 for 8 x 69): counting paths one by one
# takes billions of steps.
add(17, 18)
add(8, 69)
add(69, 8)
add(11, 34)
added = 0
while added < 6:
    m, n = rng.randint(1, 100), rng.randint(1, 100)
    if math.comb(m + n - 2, m - 1) <= 2 * 10**9:
        add(m, n)
        added += 1
cases.print()
