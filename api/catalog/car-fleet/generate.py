"""Car Fleet cases: the examples, edge cases (one car, ties that meet exactly at the target, cars that
never catch up), then up to 4 * 10^4 cars, where comparing every pair of cars is too slow."""
from fractions import Fraction

from casegen import Cases

cases = Cases(seed=853)
rng = cases.rng


def fleets(target, position, speed, exact):
    cars = sorted(zip(position, speed), reverse=True)
    count, slowest = 0, -1
    for p, s in cars:
        time = Fraction(target - p, s) if exact else (target - p) / s
        if time > slowest:
            count, slowest = count + 1, time
    return count


def add(target, position, speed, public=False):
    # Times compared as doubles (as most solutions do) must agree with exact fractions.
    assert fleets(target, position, speed, True) == fleets(target, position, speed, False)
    cases.add(target, position, speed, public=public)


def random_cars(n, target, max_speed):
    position = rng.sample(range(target), n)
    return target, position, [rng.randint(1, max_speed) for _ in range(n)]


add(12, [10, 8, 0, 5, 3], [2, 4, 1, 1, 3], public=True)
add(10, [3], [3], public=True)
add(100, [0, 2, 4], [4, 2, 1], public=True)
add(1, [0], [1])
add(10, [0, 5], [1, 2])
add(10, [0, 5], [2, 1])
add(10, [6, 8], [3, 2])
add(10, [0, 4, 2], [2, 1, 3])
add(10, [4, 0], [1, 2])
add(7, [2, 0, 4], [1, 1, 1])
add(10, [8, 3, 7, 4, 6, 5], [4, 4, 4, 4, 4, 4])
add(10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
add(10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
add(10**6, [0, 999999], [10**6, 1])
add(10**6, [0, 999999], [999999, 1])
add(20, [6, 2, 17], [3, 9, 2])
add(13, [10, 2, 5, 7, 4, 6, 11], [7, 5, 10, 5, 9, 4, 1])
for n, target, max_speed in ((5, 20, 5), (20, 100, 10), (200, 1000, 50), (1000, 10**6, 10**6),
                             (5000, 10**4, 20)):
    add(*random_cars(n, target, max_speed))
# Large: up to 4 * 10^4 cars.
add(*random_cars(40000, 40000, 9))
position = list(range(10000))
rng.shuffle(position)
add(10000, position, [1] * 10000)  # nobody catches up: every car is its own fleet
add(10000, list(range(9999, -1, -1)), [(i % 9) + 1 for i in range(10000)])
cases.print()
