"""Letter Combinations of a Phone Number cases: the examples, then digit strings of every length."""
from casegen import Cases

cases = Cases(seed=17)
rng = cases.rng

cases.add("23", public=True)
cases.add("", public=True)
cases.add("2", public=True)
for digits in ("7", "9", "79", "97", "22", "77", "234", "999", "2345", "7979", "9999", "2222", "5678"):
    cases.add(digits)
for length in (1, 2, 3, 3, 4, 4, 4, 4):
    cases.add("".join(rng.choice("23456789") for _ in range(length)))
cases.print()
