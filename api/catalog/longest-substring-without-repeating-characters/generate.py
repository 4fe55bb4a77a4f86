"""Longest Substring Without Repeating Characters cases: the examples, edge strings, then 5 * 10^4 characters."""
import string
from casegen import Cases

cases = Cases(seed=3)
rng = cases.rng
PRINTABLE = string.ascii_letters + string.digits + string.punctuation + " "

cases.add("abcabcbb", public=True)
cases.add("bbbbb", public=True)
cases.add("pwwkew", public=True)
cases.add("")
cases.add(" ")
cases.add("a")
cases.add("au")
cases.add("dvdf")
cases.add("abba")
cases.add("tmmzuxt")
cases.add("aA")
cases.add("\"\\'\" \\")
cases.add("abcdefghijklmnopqrstuvwxyz")
cases.add(PRINTABLE)
cases.add(PRINTABLE + PRINTABLE[::-1])
for n, alphabet in ((10, "ab"), (100, "abc"), (1000, string.ascii_lowercase), (5000, string.digits),
                    (20000, PRINTABLE)):
    cases.add(rng.word(n, alphabet))
# Large: 5 * 10^4 characters; the whole printable set shuffled and repeated keeps windows long.
cases.add(rng.word(5 * 10**4, PRINTABLE))
cases.add("".join("".join(rng.sample(PRINTABLE, len(PRINTABLE))) for _ in range(5 * 10**4 // len(PRINTABLE))))
cases.add("a" * (5 * 10**4))
cases.print()
