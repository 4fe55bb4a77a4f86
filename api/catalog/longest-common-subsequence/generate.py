"""Longest Common Subsequence cases: the examples, edge strings, then pairs of 1000 letters."""
import json
import random

rng = random.Random(1143)
cases = []


def add(text1, text2, public=False):
    cases.append({"input": json.dumps(text1) + "\n" + json.dumps(text2), "public": public})


def text(n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def mutated(s, changes, letters):
    chars = list(s)
    for _ in range(changes):
        chars[rng.randrange(len(chars))] = rng.choice(letters)
    return "".join(chars)


add("abcde", "ace", True)
add("abc", "abc", True)
add("abc", "def", True)
add("a", "a")
add("a", "b")
add("ab", "ba")
add("bl", "yby")
add("oxcpqrsvwf", "shmtulqrypy")
add("ezupkr", "ubmrapg")
add("a" * 1000, "a")
add("a" * 1000, "a" * 1000)
add("ab" * 500, "ba" * 500)
add("a" * 1000, "b" * 1000)
add("abcdefghijklmnopqrstuvwxyz" * 38, "zyxwvutsrqponmlkjihgfedcba" * 38)
for n1, n2, letters in ((10, 12, "abc"), (50, 40, "abcd"), (200, 300, "abcdefghij"),
                        (1000, 1000, "ab"), (1000, 1000, "abcdefghijklmnopqrstuvwxyz"),
                        (1000, 700, "abcdef"), (1, 1000, "abc")):
    add(text(n1, letters), text(n2, letters))
base = text(1000, "abcdefghijklmnopqrstuvwxyz")
add(base, mutated(base, 200, "abcdefghijklmnopqrstuvwxyz"))
add(base, base[::-1])
base = text(1000, "xyz")
add(base, mutated(base, 50, "xyz"))
print(json.dumps(cases))
