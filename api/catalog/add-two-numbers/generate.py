"""Add Two Numbers cases: the examples, carry edge cases, then random numbers up to 100 digits."""
from casegen import Cases

cases = Cases(seed=2)
rng = cases.rng


def number(length):
    """A number of exactly `length` digits, lowest digit first, without a leading zero."""
    if length == 1:
        return [rng.randint(0, 9)]
    return [rng.randint(0, 9) for _ in range(length - 1)] + [rng.randint(1, 9)]


cases.add([2, 4, 3], [5, 6, 4], public=True)
cases.add([0], [0], public=True)
cases.add([9, 9, 9, 9, 9, 9, 9], [9, 9, 9, 9], public=True)
cases.add([5], [5])
cases.add([1], [9, 9, 9, 9, 9])
cases.add([9, 9, 9, 9, 9], [1])
cases.add([0], [1, 2, 3])
cases.add([3, 2, 1], [0])
cases.add([1, 8], [0])
cases.add([9] * 100, [9] * 100)
cases.add([9] * 100, [1])
cases.add([1] + [0] * 98 + [1], [9] * 99)
cases.add([4, 5, 6], [5, 4, 3])
cases.add([2, 4, 9], [5, 6, 4, 9])
for length1, length2 in ((1, 1), (2, 5), (10, 10), (30, 7), (50, 50), (99, 100), (100, 100),
                         (100, 1), (64, 65), (20, 19)):
    cases.add(number(length1), number(length2))
cases.print()
