"""Roman to Integer cases: the examples, every subtractive pair, the extremes, random values."""
from casegen import Cases

cases = Cases(seed=13)
rng = cases.rng
SYMBOLS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def roman(n):
    out = ""
    for value, letters in SYMBOLS:
        while n >= value:
            out += letters
            n -= value
    return out


for n in (3, 58, 1994):
    cases.add(roman(n), public=True)
for n in (1, 4, 9, 14, 40, 90, 400, 900, 3999, 3888, 2024, 444, 999, 1000, 3000, 49, 1666, 2421):
    cases.add(roman(n))
for n in rng.sample(range(1, 4000), 6):
    cases.add(roman(n))
cases.print()
