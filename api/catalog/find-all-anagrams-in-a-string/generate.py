"""Find All Anagrams in a String cases: the examples, p longer than s, then 3 * 10^4 letters."""
import json
import random

rng = random.Random(438)
cases = []


def add(s, p, public=False):
    cases.append({"input": json.dumps(s) + "\n" + json.dumps(p), "public": public})


def text(n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


add("cbaebabacd", "abc", True)
add("abab", "ab", True)
add("a", "a")
add("a", "b")
add("a", "ab")
add("ab", "abc")
add("aa", "a")
add("baa", "aa")
add("abc", "cba")
add("aaaaaaaaaa", "aaaaaaaaaaaaa")
add("abacbabc", "abc")
add("xyzabc", "cab")
add("z" * 1000, "z" * 10)
for n, m, letters in ((20, 3, "ab"), (100, 5, "abc"), (1000, 10, "abcd"), (5000, 2, "ab"),
                      (10000, 30, "abcdefghijklmnopqrstuvwxyz"), (30000, 4, "abc")):
    add(text(n, letters), text(m, letters))
# Large: long windows. Sorting or recounting every window costs |s| * |p| steps.
s = text(30000, "ab")
add(s, s[5000:20000])
add("a" * 30000, "a" * 15000)
add(text(30000, "abc"), text(30000, "abc"))
print(json.dumps(cases))
