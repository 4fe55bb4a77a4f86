"""Valid Anagram cases: the examples, length and count traps, then 5 * 10^4 letters."""
import json
import random
import string

rng = random.Random(242)
cases = []


def add(s, t, public=False):
    cases.append({"input": f"{json.dumps(s)}\n{json.dumps(t)}", "public": public})


def word(n, letters=string.ascii_lowercase):
    return "".join(rng.choice(letters) for _ in range(n))


def shuffled(s):
    chars = list(s)
    rng.shuffle(chars)
    return "".join(chars)


add("anagram", "nagaram", True)
add("rat", "car", True)
add("aab", "abb", True)
add("a", "a")
add("a", "b")
add("a", "aa")
add("ab", "ba")
add("abc", "abcd")
add("zz", "z")
add("listen", "silent")
add("aabbcc", "abcabc")
add("aabbcc", "aabbcd")
add("xyz", "zyx")
for n in (10, 100, 1000):
    s = word(n)
    add(s, shuffled(s))
    t = list(shuffled(s))
    t[0] = "a" if t[0] != "a" else "b"
    add(s, "".join(t))
s = word(50000)
add(s, shuffled(s))
add(s, shuffled(s)[:-1] + ("q" if s[-1] != "q" else "r"))
s = word(20000, "ab")
add(s, shuffled(s))
add("a" * 10000 + "b" * 10000, "a" * 10001 + "b" * 9999)
add(word(999), word(1000))
print(json.dumps(cases))
