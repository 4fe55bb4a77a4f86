"""Longest Common Prefix cases: the examples, empty and single words, then 200 x 200 letters."""
from casegen import Cases

cases = Cases(seed=14)
rng = cases.rng

cases.add(["flower", "flow", "flight"], public=True)
cases.add(["dog", "racecar", "car"], public=True)
cases.add(["interview", "internet", "interval"], public=True)
cases.add([""])
cases.add(["a"])
cases.add(["", "abc"])
cases.add(["abc", ""])
cases.add(["abc", "abc"])
cases.add(["ab", "a"])
cases.add(["a", "ab", "abc"])
cases.add(["abc", "abd", "ab"])
cases.add(["prefix", "prefixes", "prefixed", "pre"])
cases.add(["z"] * 200)
cases.add(["x" * 200])
cases.add(["same" * 50] * 200)
for n, shared in ((5, 3), (20, 0), (50, 10), (100, 1)):
    common = rng.word(shared)
    cases.add([common + rng.word(rng.randint(0, 10)) for _ in range(n)])
# Large: 200 words of 200 letters sharing 199 of them, the last word differing at the very end.
common = rng.word(199)
cases.add([common + "a" for _ in range(199)] + [common + "b"])
cases.add([common + rng.word(1, "ab") for _ in range(200)])
cases.add([rng.word(200, "ab") for _ in range(200)])
cases.add([common[:150] + rng.word(50) for _ in range(200)])
cases.print()
