"""Add Two Numbers cases: the examples, carry edge cases, then random numbers up to 100 digits."""
import json
import random

rng = random.Random(2)
cases = []


def lit(digits):
    return json.dumps(digits, separators=(",", ":"))


def add(l1, l2, public=False):
    cases.append({"input": f"{lit(l1)}\n{lit(l2)}", "public": public})


def number(length):
    """A number of exactly `length` digits, lowest digit first, without a leading zero."""
    if length == 1:
        return [rng.randint(0, 9)]
    return [rng.randint(0, 9) for _ in range(length - 1)] + [rng.randint(1, 9)]


add([2, 4, 3], [5, 6, 4], True)
add([0], [0], True)
add([9, 9, 9, 9, 9, 9, 9], [9, 9, 9, 9], True)
add([5], [5])
add([1], [9, 9, 9, 9, 9])
add([9, 9, 9, 9, 9], [1])
add([0], [1, 2, 3])
add([3, 2, 1], [0])
add([1, 8], [0])
add([9] * 100, [9] * 100)
add([9] * 100, [1])
add([1] + [0] * 99, [9] * 99)
add([4, 5, 6], [5, 4, 3])
add([2, 4, 9], [5, 6, 4, 9])
for length1, length2 in ((1, 1), (2, 5), (10, 10), (30, 7), (50, 50), (99, 100), (100, 100),
                         (100, 1), (64, 65), (20, 19)):
    add(number(length1), number(length2))
print(json.dumps(cases))
