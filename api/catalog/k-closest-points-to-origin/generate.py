"""K Closest Points to Origin cases: the examples, edge cases (k = n, one point, the origin itself,
negative coordinates, points that differ by Manhattan but not by Euclidean order), then 10^4
points. The k-th and (k+1)-th distances always differ, so the answer is unique up to order."""
from casegen import Cases

cases = Cases(seed=973)
rng = cases.rng


def unique_answer(points, k):
    distances = sorted(x * x + y * y for x, y in points)
    return k == len(points) or distances[k - 1] < distances[k]


def random_case(n, bound, k=None):
    while True:
        points = [[rng.randint(-bound, bound), rng.randint(-bound, bound)] for _ in range(n)]
        kk = rng.randint(1, n) if k is None else k
        if unique_answer(points, kk):
            return points, kk


def add(points, k, public=False):
    assert unique_answer(points, k)
    cases.add(points, k, public=public)


add([[1, 3], [-2, 2]], 1, public=True)
add([[3, 3], [5, -1], [-2, 4]], 2, public=True)
add([[0, 0]], 1)
add([[10000, 10000], [-10000, -10000]], 2)
add([[1, 0], [0, 2]], 1)
add([[3, 0], [2, 2]], 1)  # Manhattan distance 3 < 4, but 9 > 8
add([[-5, 4], [4, 6], [-2, -2], [0, 1], [1, -1]], 3)
add([[1, 1], [1, 1], [2, 2]], 2)
add([[0, 1], [1, 0]], 2)
add([[-1, -1], [2, 2], [-3, -3], [4, 4]], 1)
add([[6, 10], [-3, 3], [-2, 5], [0, 2]], 3)
add([[10000, 0], [0, -10000], [9999, 1]], 1)
add([[2, -1], [-1, 2], [1, 1], [0, -3]], 3)
add([[7, 7], [-7, -7], [7, -7], [-7, 7], [0, 9]], 1)
for n, bound in ((5, 3), (10, 10), (50, 100), (200, 10**4), (1000, 10**4), (3000, 50)):
    add(*random_case(n, bound))
# Large: 10^4 points with k small and k about half; 3000 points with k = n.
add(*random_case(10**4, 10**4, 5))
add(*random_case(10**4, 999, 5000))
add(*random_case(3000, 99, 3000))
points = [[i, 0] for i in range(-2000, 2000)]
add(points, 1)
cases.print()
