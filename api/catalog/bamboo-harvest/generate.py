"""Bamboo Harvest cases (stdio): the examples, extremes, then 2 * 10^4 stalks up to 10^9."""
from casegen import Cases

cases = Cases(seed=1003)
rng = cases.rng


def add(heights, m, public=False):
    assert 1 <= m <= sum(heights)
    cases.add_text(f"{len(heights)} {m}\n{' '.join(map(str, heights))}", public)


add([20, 15, 10, 17], 7, True)
add([1], 1, True)
add([4, 42, 40, 26, 46], 20, True)
add([10**9], 1)
add([10**9], 10**9)
add([5, 5, 5], 15)
add([5, 5, 5], 14)
add([5, 5, 5], 1)
add([1, 2, 3, 4, 5], 3)
add([10**9, 1], 10**9 - 1)
add([7, 7, 7, 7], 4)
add([100, 1, 1, 1], 99)
for n in (10, 100, 1000, 5000):
    heights = [rng.randint(1, 10**9) for _ in range(n)]
    add(heights, rng.randint(1, sum(heights)))
big = [rng.randint(1, 10**9) for _ in range(2 * 10**4)]
add(big, sum(big))
mid = big[:5000]
add(mid, 1)
add(mid, sum(mid) // 2)
add([10**9] * 3000, 10**9)
add([rng.randint(10**9 - 1000, 10**9) for _ in range(5000)], 4 * 10**12)
add([3, 9], 5)
add([2, 2, 9, 9], 13)
cases.print()
