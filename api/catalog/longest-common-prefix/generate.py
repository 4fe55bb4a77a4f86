"""Longest Common Prefix cases: the examples, empty and single words, then 200 x 200 letters."""
import json
import random

rng = random.Random(14)
cases = []


def add(strs, public=False):
    cases.append({"input": json.dumps(strs, separators=(",", ":")), "public": public})


def word(n, alphabet="abcdefghijklmnopqrstuvwxyz"):
    return "".join(rng.choice(alphabet) for _ in range(n))


add(["flower", "flow", "flight"], True)
add(["dog", "racecar", "car"], True)
add(["interview", "internet", "interval"], True)
add([""])
add(["a"])
add(["", "abc"])
add(["abc", ""])
add(["abc", "abc"])
add(["ab", "a"])
add(["a", "ab", "abc"])
add(["abc", "abd", "ab"])
add(["prefix", "prefixes", "prefixed", "pre"])
add(["z"] * 200)
add(["x" * 200])
add(["same" * 50] * 200)
for n, shared in ((5, 3), (20, 0), (50, 10), (100, 1)):
    common = word(shared)
    add([common + word(rng.randint(0, 10)) for _ in range(n)])
# Large: 200 words of 200 letters sharing 199 of them, the last word differing at the very end.
common = word(199)
add([common + "a" for _ in range(199)] + [common + "b"])
add([common + word(1, "ab") for _ in range(200)])
add([word(200, "ab") for _ in range(200)])
add([common[:150] + word(50) for _ in range(200)])
print(json.dumps(cases))
