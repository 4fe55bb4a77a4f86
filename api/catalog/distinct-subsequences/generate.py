"""Distinct Subsequences cases: the examples, t longer than s, single letters, then strings of 1000
letters whose count fits in 32 bits (counts for shorter prefixes of t may not)."""
from casegen import Cases

cases = Cases(seed=115)
rng = cases.rng
LIMIT = 2**31 - 1
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def count(s, t):
    ways = [1] + [0] * len(t)
    for c in s:
        for j in range(len(t), 0, -1):
            if t[j - 1] == c:
                ways[j] += ways[j - 1]
    return ways[len(t)]


def add(s, t):
    assert 1 <= len(s) <= 1000 and 1 <= len(t) <= 1000 and count(s, t) <= LIMIT, (s, t)
    cases.add(s, t)


def picked(s, k):
    """k letters of s at random positions, in order."""
    return "".join(s[i] for i in sorted(rng.sample(range(len(s)), k)))


cases.add("rabbbit", "rabbit", public=True)
cases.add("babgbag", "bag", public=True)
add("a", "a")
add("a", "b")
add("a", "aa")
add("A", "a")
add("aA", "A")
add("abc", "abcd")
add("aaaaa", "aa")
add("a" * 1000, "a" * 1000)
add("a" * 999, "a" * 1000)
add("a" * 1000, "a" * 3)                       # C(1000, 3) = 166 167 000
add("a" * 1000, "a" * 10 + "b")                # none, though C(1000, 10) ways spell the a's
add("a" * 1000, "a" * 997)                     # C(1000, 3) again
add("ab" * 500, "aba")
add("abc" * 333 + "d", "abcd")
add(LETTERS * 19 + "xy", LETTERS[:6] + LETTERS[-6:])
add("z" * 1000, "Z")
for n, k, letters in ((20, 5, "abc"), (300, 12, "abcdefgh"), (100, 10, "abcd"), (1000, 5, LETTERS), (1000, 40, LETTERS),
                      (1000, 100, LETTERS), (1000, 500, LETTERS), (1000, 1000, "ab")):
    while True:
        s = rng.word(n, letters)
        t = picked(s, k)
        if count(s, t) <= LIMIT:
            break
    add(s, t)
add(rng.word(1000, "xyz"), rng.word(1000, "xyz"))
add(rng.word(1000, "pq"), rng.word(12, "pq") + "r")
cases.print()
