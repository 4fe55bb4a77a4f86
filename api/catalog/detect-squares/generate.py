"""Detect Squares cases: the example, empty counts, repeated points, zero-area and non-square
rectangles, queries at the plane's edges, then sessions of 3000 calls on crowded grids."""
from casegen import Cases

cases = Cases(seed=2013)
rng = cases.rng


def session(calls, coords, add_share):
    """`calls` add/count calls on points whose coordinates come from `coords`."""
    names, args = ["DetectSquares"], [[]]
    for _ in range(calls):
        names.append("add" if rng.random() < add_share else "count")
        args.append([[rng.choice(coords), rng.choice(coords)]])
    return names, args


def calls(*steps):
    """A session written by hand: ("add" | "count", x, y) per step."""
    return ["DetectSquares"] + [name for name, _, _ in steps], [[]] + [[[x, y]] for _, x, y in steps]


cases.add(*calls(("add", 3, 10), ("add", 11, 2), ("add", 3, 2), ("count", 11, 10), ("count", 14, 8),
                 ("add", 11, 2), ("count", 11, 10)), public=True)
cases.add(*calls(("count", 0, 0)))
cases.add(*calls(("add", 5, 5), ("count", 5, 5)))
cases.add(*calls(("add", 5, 5), ("add", 5, 5), ("add", 5, 5), ("count", 5, 5)))
cases.add(*calls(("add", 0, 0), ("add", 0, 1), ("add", 1, 0), ("count", 1, 1), ("count", 0, 0), ("count", 2, 2)))
# A rectangle that is not a square, and points on one line.
cases.add(*calls(("add", 0, 0), ("add", 0, 2), ("add", 3, 0), ("count", 3, 2), ("add", 1, 1), ("add", 2, 2),
                 ("count", 3, 3)))
cases.add(*calls(("add", 0, 0), ("add", 1000, 0), ("add", 0, 1000), ("count", 1000, 1000), ("add", 1000, 1000),
                 ("count", 0, 0), ("count", 1000, 0), ("count", 500, 500)))
# Four squares around one query point, and copies multiplying.
around = [(5, 7), (5, 3), (7, 5), (3, 5), (7, 7), (3, 3), (7, 3), (3, 7)]
cases.add(*calls(*[("add", x, y) for x, y in around], ("count", 5, 5),
                 *[("add", x, y) for x, y in around[:4]], ("count", 5, 5), ("count", 7, 7)))
cases.add(*calls(*[("add", 1, 1)] * 10, *[("add", 1, 2)] * 10, *[("add", 2, 1)] * 10, ("count", 2, 2),
                 ("count", 1, 1), ("add", 2, 2), ("count", 1, 1)))
for n, span, share in ((20, 3, 0.7), (50, 4, 0.6), (100, 6, 0.5), (300, 10, 0.6), (500, 20, 0.5),
                       (1000, 1001, 0.5), (2000, 8, 0.7), (3000, 15, 0.6)):
    cases.add(*session(n, list(range(span)), share))
cases.add(*session(3000, [0, 1, 2, 3, 500, 501, 998, 999, 1000], 0.5))
# 1000 copies of each of three corners: 10^9 squares for the fourth, still within an int.
cases.add(*calls(*[("add", 0, 0)] * 999, *[("add", 0, 1000)] * 999, *[("add", 1000, 0)] * 999, ("count", 1000, 1000),
                 ("count", 0, 0), ("count", 1000, 1000)))
# Many distinct points and many queries: 2000 adds spread over a 45 x 45 grid, then 1000 counts.
names, args = ["DetectSquares"], [[]]
for _ in range(2000):
    names.append("add")
    args.append([[rng.randrange(0, 900, 20), rng.randrange(0, 900, 20)]])
for _ in range(1000):
    names.append("count")
    args.append([[rng.randrange(0, 900, 20), rng.randrange(0, 900, 20)]])
cases.add(names, args)
# 1500 points on the line y = x and queries on it too: every stored point is a candidate diagonal
# corner of every query, so re-scanning all stored points per candidate takes ~n^2 per count.
names, args = ["DetectSquares"], [[]]
queries = [100, 250, 400, 777]
for i in range(2000):
    names.append("add")
    if i % 4 == 3:
        q, x = rng.choice(queries), rng.randint(0, 1000)
        args.append([[q, x] if rng.random() < 0.5 else [x, q]])
    else:
        x = rng.randint(0, 1000)
        args.append([[x, x]])
for _ in range(1000):
    names.append("count")
    q = rng.choice(queries)
    args.append([[q, q]])
cases.add(names, args)
cases.print()
