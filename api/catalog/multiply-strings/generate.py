"""Multiply Strings cases: the examples, zeros and ones, carries that ripple through every place,
then numbers of up to 200 digits, far beyond 64-bit integers."""
from casegen import Cases

cases = Cases(seed=43)
rng = cases.rng


def number(length):
    """A decimal string of `length` digits without a leading zero."""
    return str(rng.randint(1, 9)) + rng.word(length - 1, "0123456789")


cases.add("2", "3", public=True)
cases.add("123", "456", public=True)
for a, b in (("0", "0"), ("0", "12345"), ("987654321", "0"), ("1", "1"), ("1", "9" * 200), ("9", "9"),
             ("10", "10"), ("99", "99"), ("999", "1"), ("100", "1000"), ("9" * 200, "9" * 200),
             ("1" + "0" * 199, "1" + "0" * 199), ("9223372036854775807", "2"),
             ("4294967296", "4294967296"), ("25", "4"), ("5" * 100, "2" * 150)):
    cases.add(a, b)
for m, n in ((3, 7), (10, 10), (19, 19), (20, 1), (50, 80), (100, 100), (199, 200), (200, 200), (200, 200),
             (1, 200)):
    cases.add(number(m), number(n))
cases.print()
