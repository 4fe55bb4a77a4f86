"""Interleaving String cases: the examples, empty strings, wrong lengths, then 100 + 100 letters
where a greedy choice fails and a search without memory branches at every letter."""
from casegen import Cases

cases = Cases(seed=97)
rng = cases.rng


def interleave(s1, s2):
    """A random merge of s1 and s2 that keeps each one's order."""
    picks = [0] * len(s1) + [1] * len(s2)
    rng.shuffle(picks)
    out, i, j = [], 0, 0
    for p in picks:
        if p == 0:
            out.append(s1[i])
            i += 1
        else:
            out.append(s2[j])
            j += 1
    return "".join(out)


def spoiled(s):
    """s with two different neighbouring letters swapped (usually no longer an interleaving)."""
    chars = list(s)
    spots = [k for k in range(len(chars) - 1) if chars[k] != chars[k + 1]]
    k = rng.choice(spots)
    chars[k], chars[k + 1] = chars[k + 1], chars[k]
    return "".join(chars)


cases.add("aabcc", "dbbca", "aadbbcbcac", public=True)
cases.add("aabcc", "dbbca", "aadbbbaccc", public=True)
cases.add("", "", "", public=True)
cases.add("", "", "a")
cases.add("a", "", "a")
cases.add("", "b", "b")
cases.add("a", "b", "ab")
cases.add("a", "b", "ba")
cases.add("a", "b", "aa")
cases.add("abc", "xy", "abxcy")
cases.add("abc", "xy", "axcby")
cases.add("ab", "ab", "abab")
cases.add("aa", "ab", "abaa")
cases.add("abc", "def", "abcdefg")                           # lengths do not add up
cases.add("a" * 100, "a" * 100, "a" * 199 + "b")            # every prefix pair reachable, then no
cases.add("a" * 100, "a" * 100, "a" * 200)
cases.add("a" * 99 + "b", "a" * 100, "a" * 200)
cases.add("a" * 99 + "b", "a" * 99 + "c", "a" * 198 + "cb")
cases.add("ab" * 50, "ba" * 50, "ab" * 50 + "ba" * 50)
cases.add("ab" * 50, "ab" * 50, "a" * 100 + "b" * 100)
cases.add("", "z" * 100, "z" * 100)
cases.add("z" * 100, "", "z" * 99 + "y")
for n1, n2, letters in ((5, 5, "ab"), (10, 20, "abc"), (50, 50, "ab"), (100, 100, "ab"),
                        (100, 100, "abcdefghijklmnopqrstuvwxyz"), (100, 60, "a" * 20 + "b")):
    s1, s2 = rng.word(n1, letters), rng.word(n2, letters)
    merged = interleave(s1, s2)
    cases.add(s1, s2, merged)
    cases.add(s1, s2, spoiled(merged))
cases.print()
