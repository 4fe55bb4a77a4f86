"""Decode Ways cases: the examples, zeros in every position, then long strings whose count fits in 32 bits."""
from casegen import Cases

cases = Cases(seed=91)
rng = cases.rng
LIMIT = 2**31 - 1


def ways(s):
    two, one = 0, 1
    for i, c in enumerate(s):
        here = one if c != "0" else 0
        if i and 10 <= int(s[i - 1 : i + 1]) <= 26:
            here += two
        two, one = one, here
    return one


def add(s):
    assert ways(s) <= LIMIT, s
    cases.add(s)


cases.add("12", public=True)
cases.add("226", public=True)
cases.add("06", public=True)
for s in ("0", "1", "9", "10", "20", "30", "27", "26", "100", "101", "1001", "110", "2101",
          "00", "230", "11106", "123123", "2611055971756562"):
    add(s)
add("1" * 45)                                # Fibonacci: 1 836 311 903 ways, the most that fits
add("2" * 45)
add("3" * 55 + "1" * 45)                     # 100 digits, same count: 31 is no letter
add("3" * 99 + "0")                          # a 0 that no digit before it can carry
add("9" * 100)
add("10" * 50)
add("12" * 10 + "0" + "1" * 20 + "4" * 59)


def grown(letters):
    """100 random digits from letters, each drawn again when it would push the count past 32 bits
    (a final 0 never raises the count, so the loop always ends)."""
    s = ""
    while len(s) < 100:
        for c in rng.sample(letters, len(letters)) + list("34567890"):
            if ways(s + c) <= LIMIT:
                s += c
                break
    return s


for letters in ("0123456789", "123456789", "123456", "12", "1203", "129", "1212121212121210"):
    add(grown(letters))
cases.print()
