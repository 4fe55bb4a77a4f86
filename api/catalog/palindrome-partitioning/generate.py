"""Palindrome Partitioning cases: the examples, one letter, then strings up to 16 letters.

A string of one repeated letter has 2^(n-1) partitions, so those stop at 13 letters to keep
cases.json small; the 16-letter cases mix letters."""
from casegen import Cases

cases = Cases(seed=131)
rng = cases.rng

cases.add("aab", public=True)
cases.add("a", public=True)
cases.add("z")
cases.add("ab")
cases.add("aa")
cases.add("aba")
cases.add("abc")
cases.add("aaa")
cases.add("racecar")
cases.add("abbab")
cases.add("noonabbad")
cases.add("a" * 13)
cases.add("ab" * 6 + "a")
cases.add("abcdefghijklmnop")
cases.add("abcdefghhgfedcba")
cases.add("aabbaabbaabbaabb")
cases.add("abacabadabacabae")
cases.add("qwertyuiopasdfgh")
for n, letters in ((5, "ab"), (8, "ab"), (10, "abc"), (12, "ab"), (14, "abc"), (16, "abc"),
                   (16, "abcd"), (16, "abcdefghijklmnopqrstuvwxyz"), (16, "ab")):
    cases.add(rng.word(n, letters))
cases.print()
