"""Longest Common Subsequence cases: the examples, edge strings, then pairs of 1000 letters."""
from casegen import Cases

cases = Cases(seed=1143)
rng = cases.rng


def mutated(s, changes, letters):
    chars = list(s)
    for _ in range(changes):
        chars[rng.randrange(len(chars))] = rng.choice(letters)
    return "".join(chars)


cases.add("abcde", "ace", public=True)
cases.add("abc", "abc", public=True)
cases.add("abc", "def", public=True)
cases.add("a", "a")
cases.add("a", "b")
cases.add("ab", "ba")
cases.add("bl", "yby")
cases.add("oxcpqrsvwf", "shmtulqrypy")
cases.add("ezupkr", "ubmrapg")
cases.add("a" * 1000, "a")
cases.add("a" * 1000, "a" * 1000)
cases.add("ab" * 500, "ba" * 500)
cases.add("a" * 1000, "b" * 1000)
cases.add("abcdefghijklmnopqrstuvwxyz" * 38, "zyxwvutsrqponmlkjihgfedcba" * 38)
for n1, n2, letters in ((10, 12, "abc"), (50, 40, "abcd"), (200, 300, "abcdefghij"),
                        (1000, 1000, "ab"), (1000, 1000, "abcdefghijklmnopqrstuvwxyz"),
                        (1000, 700, "abcdef"), (1, 1000, "abc")):
    cases.add(rng.word(n1, letters), rng.word(n2, letters))
base = rng.word(1000, "abcdefghijklmnopqrstuvwxyz")
cases.add(base, mutated(base, 200, "abcdefghijklmnopqrstuvwxyz"))
cases.add(base, base[::-1])
base = rng.word(1000, "xyz")
cases.add(base, mutated(base, 50, "xyz"))
cases.print()
