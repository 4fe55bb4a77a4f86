"""Permutation in String cases: the examples, edge cases (s1 longer than s2, equal strings, a match
at the very start or end), then strings of 10^4 letters."""
from casegen import Cases

cases = Cases(seed=567)
rng = cases.rng


def planted(m, n, letters, at=None):
    """s1 of m letters and s2 of n letters holding a shuffled copy of s1 at `at` (random if None)."""
    s1 = rng.word(m, letters)
    at = rng.randrange(n - m + 1) if at is None else at
    s2 = rng.word(at, letters) + rng.shuffled(s1) + rng.word(n - m - at, letters)
    return s1, s2


cases.add("ab", "eidbaooo", public=True)
cases.add("ab", "eidboaoo", public=True)
cases.add("a", "a")
cases.add("a", "b")
cases.add("abc", "ab")
cases.add("abc", "cba")
cases.add("abc", "cbad")
cases.add("abc", "dcba")
cases.add("aab", "abab")
cases.add("aab", "abba")
cases.add("hello", "ooolleoooleh")
cases.add("adc", "dcda")
cases.add("z", "abcdefghijklmnopqrstuvwxyz")
cases.add("ab", "a")
cases.add("abcdefghijklmnopqrstuvwxyz", "zyxwvutsrqponmlkjihgfedcba")
for m, n, letters in ((3, 20, "abc"), (5, 100, "abcde"), (10, 1000, "abcdefghij")):
    cases.add(*planted(m, n, letters))
    cases.add(rng.word(m, letters), rng.word(n, letters))
# Large: 10^4 letters, the match at the end or missing by one letter.
s1, s2 = planted(5000, 10000, "abcdefghijklmnopqrstuvwxyz", at=5000)
cases.add(s1, s2)
s1, s2 = planted(100, 10000, "ab", at=9900)
cases.add(s1, s2)
s1 = rng.word(5000, "abcdefghijklmnopqrstuvwxy")
cases.add(s1, rng.word(4999, "abcdefghijklmnopqrstuvwxy") + "z" + rng.word(5000, "abcdefghijklmnopqrstuvwxy"))
cases.add("a" * 4999 + "b", "a" * 10000)
cases.add(rng.word(10000, "xyz"), rng.word(10000, "xyz"))
cases.print()
