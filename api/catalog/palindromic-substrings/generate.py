"""Palindromic Substrings cases: the examples, repeated letters, then strings of 1000 letters."""
import json
import random

rng = random.Random(647)
cases = []


def add(s, public=False):
    cases.append({"input": json.dumps(s), "public": public})


def text(n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


add("abc", True)
add("aaa", True)
add("a")
add("ab")
add("aa")
add("aba")
add("abba")
add("racecar")
add("abcba" * 3)
add("z" * 1000)
add("ab" * 500)
add("abc" * 333)
add("abcdefghijklmnopqrstuvwxyz" * 38)
half = text(500, "abc")
add(half + half[::-1])
add(half + "x" + half[::-1])
for n, letters in ((10, "ab"), (50, "abc"), (100, "a"), (300, "ab"), (1000, "ab"), (1000, "abcd"),
                   (1000, "abcdefghijklmnopqrstuvwxyz"), (999, "aab")):
    add(text(n, letters))
print(json.dumps(cases))
