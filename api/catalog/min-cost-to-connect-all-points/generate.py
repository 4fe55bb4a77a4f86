"""Min Cost to Connect All Points cases: the examples, one and two points, lines and grids, clusters far
apart, then 1000 points spread over the whole range."""
from casegen import Cases

cases = Cases(seed=1584)
rng = cases.rng
LIMIT = 10**6


def add(points, public=False):
    assert 1 <= len(points) <= 1000 and len({tuple(p) for p in points}) == len(points)
    assert all(-LIMIT <= c <= LIMIT for p in points for c in p)
    cases.add(points, public=public)


def random_points(n, low=-LIMIT, high=LIMIT):
    seen = set()
    while len(seen) < n:
        seen.add((rng.randint(low, high), rng.randint(low, high)))
    points = [list(p) for p in sorted(seen)]
    rng.shuffle(points)
    return points


add([[0, 0], [2, 2], [3, 10], [5, 2], [7, 0]], True)
add([[3, 12], [-2, 5], [-4, 1]], True)
add([[0, 0]])
add([[LIMIT, LIMIT]])
add([[-LIMIT, -LIMIT], [LIMIT, LIMIT]])
add([[0, 0], [1, 1], [1, 0], [-1, 1]])
add([[0, -LIMIT], [0, LIMIT], [0, 0]])
# A plus sign: the cheapest tree branches at the centre, which no single path can match.
add([[0, 0]] + [[d * s, 0] for d in range(1, 6) for s in (1, -1)] + [[0, d * s] for d in range(1, 6) for s in (1, -1)])
add([[i, 0] for i in range(10)][::-1])
add([[x, y] for x in range(5) for y in range(4)])
add([[-LIMIT, LIMIT], [LIMIT, -LIMIT], [0, 0], [LIMIT, LIMIT], [-LIMIT, -LIMIT]])
# Two tight clusters at opposite corners: one long link between them.
add([[-LIMIT + i, -LIMIT + j] for i in range(3) for j in range(3)]
    + [[LIMIT - i, LIMIT - j] for i in range(3) for j in range(3)])
for n, spread in ((5, 20), (20, 100), (50, 10**4), (100, LIMIT), (300, 1000), (500, LIMIT)):
    add(random_points(n, -spread, spread))
# 1000 points: the whole range, a dense small square, points on a diagonal, and clusters.
add(random_points(1000))
add(random_points(1000))
add(random_points(1000, 0, 40))
add([[i * 2000 - LIMIT, i * 2000 - LIMIT] for i in range(1000)])
centres = [(rng.randint(-LIMIT + 1000, LIMIT - 1000), rng.randint(-LIMIT + 1000, LIMIT - 1000)) for _ in range(10)]
clustered = set()
while len(clustered) < 1000:
    cx, cy = rng.choice(centres)
    clustered.add((cx + rng.randint(-1000, 1000), cy + rng.randint(-1000, 1000)))
clustered = [list(p) for p in sorted(clustered)]
rng.shuffle(clustered)
add(clustered)
cases.print()
