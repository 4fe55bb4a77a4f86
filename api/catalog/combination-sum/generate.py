"""Combination Sum cases: the examples, unreachable targets, then up to 30 candidates with fewer than 150 answers."""
from casegen import Cases

cases = Cases(seed=39)
rng = cases.rng


def count(candidates, target):
    ways = [1] + [0] * target
    for c in candidates:
        for a in range(c, target + 1):
            ways[a] += ways[a - c]
    return ways[target]


def add(candidates, target):
    assert count(candidates, target) < 150, (candidates, target)
    cases.add(candidates, target)


cases.add([2, 3, 6, 7], 7, public=True)
cases.add([2, 3, 5], 8, public=True)
cases.add([2], 1, public=True)
add([2], 40)
add([40], 40)
add([39], 40)
add([2], 39)
add([7, 3, 2], 18)
add([8, 7, 4, 3], 11)
add([5, 10, 8, 4, 3, 12, 9], 27)
add(list(range(21, 41)), 40)
add(list(range(11, 41)), 40)
add(list(range(2, 32)), 1)
add(list(range(2, 32)), 20)                  # 137 combinations, near the cap
add([2, 3], 40)
add([2, 3, 5], 30)
add([3, 5, 7], 40)
add([4, 6, 8, 10], 39)                        # even numbers only: odd target unreachable
add([2, 3, 5, 7], 27)
add([6, 7, 8, 9, 10, 11, 12, 13], 40)
# Random candidate sets and targets, redrawn until the answer stays below 150 combinations.
for n in (3, 5, 8, 10, 15, 20, 25, 30, 30, 30):
    while True:
        candidates = rng.sample(range(2, 41), n)
        target = rng.randint(1, 40)
        if count(candidates, target) < 150 and (n < 10 or count(candidates, target) > 20):
            break
    add(candidates, target)
cases.print()
