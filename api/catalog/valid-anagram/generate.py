"""Valid Anagram cases: the examples, length and count traps, then 5 * 10^4 letters."""
from casegen import Cases

cases = Cases(seed=242)
rng = cases.rng

cases.add("anagram", "nagaram", public=True)
cases.add("rat", "car", public=True)
cases.add("aab", "abb", public=True)
cases.add("a", "a")
cases.add("a", "b")
cases.add("a", "aa")
cases.add("ab", "ba")
cases.add("abc", "abcd")
cases.add("zz", "z")
cases.add("listen", "silent")
cases.add("aabbcc", "abcabc")
cases.add("aabbcc", "aabbcd")
cases.add("xyz", "zyx")
for n in (10, 100, 1000):
    s = rng.word(n)
    cases.add(s, rng.shuffled(s))
    t = list(rng.shuffled(s))
    t[0] = "a" if t[0] != "a" else "b"
    cases.add(s, "".join(t))
s = rng.word(50000)
cases.add(s, rng.shuffled(s))
cases.add(s, rng.shuffled(s)[:-1] + ("q" if s[-1] != "q" else "r"))
s = rng.word(20000, "ab")
cases.add(s, rng.shuffled(s))
cases.add("a" * 10000 + "b" * 10000, "a" * 10001 + "b" * 9999)
cases.add(rng.word(999), rng.word(1000))
cases.print()
