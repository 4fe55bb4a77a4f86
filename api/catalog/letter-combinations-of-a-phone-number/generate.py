"""Letter Combinations of a Phone Number cases: the examples, then digit strings of every length."""
import json
import random

rng = random.Random(17)
cases = []


def add(digits, public=False):
    cases.append({"input": json.dumps(digits), "public": public})


add("23", True)
add("", True)
add("2", True)
for digits in ("7", "9", "79", "97", "22", "77", "234", "999", "2345", "7979", "9999", "2222", "5678"):
    add(digits)
for length in (1, 2, 3, 3, 4, 4, 4, 4):
    add("".join(rng.choice("23456789") for _ in range(length)))
print(json.dumps(cases))
