"""Gas Station cases: the examples, single stations and ties broken by the uniqueness rule, then
loops with exactly one valid start up to 10^5 stations, including one that makes trying every
start quadratic."""
from casegen import Cases

cases = Cases(seed=134)
rng = cases.rng
LIMIT = 10**4


def split(diff, high):
    """A (gas, cost) pair whose difference is diff, both in [0, high]."""
    base = rng.randint(0, high - abs(diff))
    return (base + diff, base) if diff >= 0 else (base, base - diff)


def unique_loop(n, high, surplus=0):
    """A loop whose only valid start is random: in that start's order every partial sum of
    gas - cost stays above the final total `surplus`, so every other start runs dry at the end."""
    diffs, partial = [], 0
    for _ in range(n - 1):
        step = rng.randint(-high, high)
        # Stay strictly above the surplus, and low enough for the last station to bring it back.
        step = max(step, surplus + 1 - partial)
        step = min(step, high + surplus - partial, high)
        diffs.append(step)
        partial += step
    diffs.append(surplus - partial)
    start = rng.randrange(n)
    diffs = diffs[n - start:] + diffs[:n - start]
    pairs = [split(d, high) for d in diffs]
    return [g for g, _ in pairs], [c for _, c in pairs]


def impossible(n, high):
    """Random stations whose costs exceed their gas in total."""
    gas = [rng.randint(0, high) for _ in range(n)]
    cost = [rng.randint(0, high) for _ in range(n)]
    shortfall = sum(gas) - sum(cost) + 1
    i = 0
    while shortfall > 0:
        take = min(shortfall, gas[i])
        gas[i] -= take
        shortfall -= take
        add = min(shortfall, high - cost[i])
        cost[i] += add
        shortfall -= add
        i += 1
    return gas, cost


cases.add([1, 2, 3, 4, 5], [3, 4, 5, 1, 2], public=True)
cases.add([2, 3, 4], [3, 4, 3], public=True)
cases.add([5], [4])
cases.add([0], [0])
cases.add([10000], [10000])
cases.add([3], [4])
cases.add([0, 2], [1, 1])
cases.add([2, 0], [1, 1])
cases.add([1, 1], [2, 1])
cases.add([4, 0, 0, 0], [1, 1, 1, 1])
cases.add([0, 0, 0, 4], [1, 1, 1, 1])
cases.add([5, 1, 2, 3, 4], [4, 4, 1, 5, 1])
cases.add([3, 1, 1], [1, 2, 2])
cases.add([10000, 0, 0, 0], [0, 0, 0, 10000])
for n, high, surplus in ((5, 5, 0), (8, 3, 1), (20, 10, 0), (50, 100, 3), (200, 10000, 0),
                         (1000, 50, 10), (5000, 10000, 500), (20000, 9, 0)):
    cases.add(*unique_loop(n, high, surplus))
for n, high in ((6, 5), (100, 100), (2000, 10000)):
    cases.add(*impossible(n, high))
# Only the last station works, and every other start runs dry on the final leg back to it:
# simulating from each start in turn takes about n^2 / 2 steps.
n = 10**5
gas, cost = [0] * n, [0] * n
gas[n - 1], cost[n - 2] = 9, 9
cases.add(gas, cost)
cases.print()
