"""Cheapest Flights Within K Stops cases: the examples, unreachable destinations, cheap routes with too
many stops, then dense networks of 100 cities (an enumeration of every route is far too slow)."""
from casegen import Cases

cases = Cases(seed=787)
rng = cases.rng


def add(n, flights, src, dst, k, public=False):
    assert 1 <= n <= 100 and len(flights) <= n * (n - 1) // 2
    assert len({(a, b) for a, b, _ in flights}) == len(flights)
    assert all(0 <= a < n and 0 <= b < n and a != b and 1 <= p <= 10**4 for a, b, p in flights)
    assert 0 <= src < n and 0 <= dst < n and src != dst and 0 <= k < n
    cases.add(n, flights, src, dst, k, public=public)


def random_flights(n, count, low=1, high=10**4):
    pairs = [(a, b) for a in range(n) for b in range(n) if a != b]
    return [[a, b, rng.randint(low, high)] for a, b in rng.sample(pairs, count)]


add(4, [[0, 1, 100], [1, 2, 100], [2, 0, 100], [1, 3, 600], [2, 3, 200]], 0, 3, 1, True)
add(3, [[0, 1, 100], [1, 2, 100], [0, 2, 500]], 0, 2, 1, True)
add(3, [[0, 1, 100], [1, 2, 100], [0, 2, 500]], 0, 2, 0, True)
add(2, [], 0, 1, 0)
add(2, [[1, 0, 5]], 0, 1, 1)
add(2, [[0, 1, 10000]], 0, 1, 0)
add(3, [[0, 1, 1], [1, 2, 1]], 0, 2, 0)
add(3, [[0, 1, 1], [1, 2, 1]], 2, 0, 2)
# The cheap route needs exactly k + 1 flights; one stop fewer is not enough.
add(5, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [3, 4, 1], [0, 4, 100]], 0, 4, 3)
add(5, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [3, 4, 1], [0, 4, 100]], 0, 4, 2)
# A cheap way to an intermediate city that uses up the stops, and a dearer way that does not.
add(5, [[0, 1, 1], [1, 2, 1], [0, 2, 50], [2, 3, 1], [3, 4, 1]], 0, 4, 2)
# A chain through all 100 cities: reachable only with k = 98.
chain = [[i, i + 1, rng.randint(1, 10**4)] for i in range(99)]
add(100, chain, 0, 99, 98)
add(100, chain, 0, 99, 97)
for n, count, k in ((6, 10, 2), (10, 30, 3), (20, 100, 4), (50, 500, 5), (80, 1500, 10)):
    src, dst = rng.sample(range(n), 2)
    add(n, random_flights(n, count), src, dst, k)
# Dense networks of 100 cities with the most flights allowed (4950). Cheap flights only between
# neighbouring cities make the best route long, so the stop limit matters.
cheap = [[i, i + 1, 1] for i in range(99)]
for k in (99, 8):
    flights = random_flights(100, 4950, 5000, 10**4)
    flights = [f for f in flights if f[1] != f[0] + 1][:4950 - 99] + cheap
    rng.shuffle(flights)
    add(100, flights, 0, 99, k)
add(100, random_flights(100, 4950), 3, 96, 99)
add(100, random_flights(100, 1200), 61, 7, 50)
add(100, random_flights(100, 300), 0, 1, 1)
add(100, random_flights(100, 4950, 1, 20), 17, 42, 12)
cases.print()
