"""Longest Substring Without Repeating Characters cases: the examples, edge strings, then 5 * 10^4 characters."""
import json
import random
import string

rng = random.Random(3)
cases = []
PRINTABLE = string.ascii_letters + string.digits + string.punctuation + " "


def add(s, public=False):
    cases.append({"input": json.dumps(s), "public": public})


def text(n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


add("abcabcbb", True)
add("bbbbb", True)
add("pwwkew", True)
add("")
add(" ")
add("a")
add("au")
add("dvdf")
add("abba")
add("tmmzuxt")
add("aA")
add("\"\\'\" \\")
add("abcdefghijklmnopqrstuvwxyz")
add(PRINTABLE)
add(PRINTABLE + PRINTABLE[::-1])
for n, alphabet in ((10, "ab"), (100, "abc"), (1000, string.ascii_lowercase), (5000, string.digits),
                    (20000, PRINTABLE)):
    add(text(n, alphabet))
# Large: 5 * 10^4 characters; the whole printable set shuffled and repeated keeps windows long.
add(text(5 * 10**4, PRINTABLE))
add("".join("".join(rng.sample(PRINTABLE, len(PRINTABLE))) for _ in range(5 * 10**4 // len(PRINTABLE))))
add("a" * (5 * 10**4))
print(json.dumps(cases))
