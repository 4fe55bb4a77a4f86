"""Hand of Straights cases: the examples, single cards and group size 1, duplicates and near misses,
then hands of 10^4 cards with values up to 10^9."""
from casegen import Cases

cases = Cases(seed=846)
rng = cases.rng


def runs(groups, size, low, high, overlap=True):
    """A shuffled hand made of `groups` runs of `size` consecutive values starting in [low, high]."""
    hand = []
    base = rng.randint(low, high - size + 1)
    for _ in range(groups):
        start = rng.randint(base, min(high - size + 1, base + size)) if overlap else rng.randint(low, high - size + 1)
        hand += range(start, start + size)
    rng.shuffle(hand)
    return hand


def spoil(hand):
    """The same hand with one card moved one step, so that it no longer splits."""
    hand = list(hand)
    i = rng.randrange(len(hand))
    hand[i] = hand[i] + 1 if hand[i] < 10**9 else hand[i] - 1
    return hand


cases.add([1, 2, 3, 6, 2, 3, 4, 7, 8], 3, public=True)
cases.add([1, 2, 3, 4, 5], 4, public=True)
cases.add([0], 1)
cases.add([10**9], 1)
cases.add([5, 5, 5], 1)
cases.add([3, 1], 2)
cases.add([1, 3], 2)
cases.add([2, 2], 2)
cases.add([1, 1, 2, 2, 3, 3], 3)
cases.add([1, 1, 2, 2, 3, 4], 3)
cases.add([1, 2, 3, 4, 5, 6], 2)
cases.add([1, 2, 3, 4, 5, 6], 6)
cases.add([1, 2, 4, 5, 6, 7], 3)
cases.add([10**9 - 2, 10**9 - 1, 10**9, 0, 1, 2], 3)
cases.add([8, 10, 12], 3)
cases.add([1, 2, 3, 3, 4, 4, 5, 6], 4)
cases.add([1, 1, 2, 3], 2)
for groups, size, low, high in ((3, 3, 0, 10), (10, 4, 0, 20), (50, 5, 0, 100), (200, 10, 0, 10**9),
                                (1000, 10, 0, 50), (2500, 4, 0, 3000), (10000, 1, 0, 9999), (5, 2000, 0, 6000)):
    hand = runs(groups, size, low, high)
    cases.add(hand, size)
    if size > 1:
        cases.add(spoil(hand), size)
cases.add(runs(1, 10000, 10**9 - 9999, 10**9), 10000)
hand = runs(3333, 3, 0, 20000, overlap=False)
cases.add(hand + [0], 3)
cases.print()
