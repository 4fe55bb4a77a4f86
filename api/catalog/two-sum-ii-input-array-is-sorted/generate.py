"""Two Sum II cases: the examples, edge cases, then sorted arrays of 3 * 10^4 values with exactly one
answer pair (built from residues mod 4, so that no other pair can reach the target)."""
from casegen import Cases

cases = Cases(seed=167)
rng = cases.rng


def pair_count(numbers, target):
    counts = {}
    pairs = 0
    for value in numbers:
        pairs += counts.get(target - value, 0)
        counts[value] = counts.get(value, 0) + 1
    return pairs


def one_pair(n, low=-1000, high=1000):
    """n sorted values: all but two are multiples of 4; the two others (1 and 2 mod 4) are the pair."""
    while True:
        a = rng.randrange(low + (1 - low) % 4, high + 1, 4)  # a = 1 mod 4
        b = rng.randrange(low + (2 - low) % 4, high + 1, 4)  # b = 2 mod 4
        if -1000 <= a + b <= 1000:
            break
    multiples = range(low + (-low) % 4, high + 1, 4)
    numbers = sorted([rng.choice(multiples) for _ in range(n - 2)] + [a, b])
    assert pair_count(numbers, a + b) == 1
    return numbers, a + b


cases.add([2, 7, 11, 15], 9, public=True)
cases.add([2, 3, 4], 6, public=True)
cases.add([-1, 0], -1, public=True)
cases.add([1, 2], 3)
cases.add([5, 5], 10)
cases.add([-1000, 1000], 0)
cases.add([-1000, -500, -500], -1000)
cases.add([500, 500, 1000], 1000)
cases.add([0, 0, 3, 4], 0)
cases.add([1, 2, 3, 4, 4, 9, 56, 90], 8)
cases.add([-5, -3, 0, 2, 8], 5)
cases.add([-10, -8, -2, 1, 2, 5, 6], -18)
cases.add([1, 3, 5, 7, 9, 11], 20)
cases.add([-3, 3, 4, 90], 0)
cases.add([-2, -1, 0, 1], -3)
cases.add([0, 0], 0)
for n in (5, 10, 100, 1000, 5000):
    cases.add(*one_pair(n))
# Large: the answer at both ends, in the middle, and at the far right.
for n in (30000, 20000):
    cases.add(*one_pair(n))
numbers = [0] * 29998 + [1, 2]
cases.add(numbers, 3)
numbers = [-999] + [0] * 29998 + [998]
cases.add(numbers, -1)
cases.print()
