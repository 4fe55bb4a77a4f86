"""Palindromic Substrings cases: the examples, repeated letters, then strings of 1000 letters."""
from casegen import Cases

cases = Cases(seed=647)
rng = cases.rng

cases.add("abc", public=True)
cases.add("aaa", public=True)
cases.add("a")
cases.add("ab")
cases.add("aa")
cases.add("aba")
cases.add("abba")
cases.add("racecar")
cases.add("abcba" * 3)
cases.add("z" * 1000)
cases.add("ab" * 500)
cases.add("abc" * 333)
cases.add("abcdefghijklmnopqrstuvwxyz" * 38)
half = rng.word(500, "abc")
cases.add(half + half[::-1])
cases.add(half[1:] + "x" + half[1:][::-1])
for n, letters in ((10, "ab"), (50, "abc"), (100, "a"), (300, "ab"), (1000, "ab"), (1000, "abcd"),
                   (1000, "abcdefghijklmnopqrstuvwxyz"), (999, "aab")):
    cases.add(rng.word(n, letters))
cases.print()
