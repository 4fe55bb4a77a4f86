"""Find All Anagrams in a String cases: the examples, p longer than s, then 3 * 10^4 letters."""
from casegen import Cases

cases = Cases(seed=438)
rng = cases.rng

cases.add("cbaebabacd", "abc", public=True)
cases.add("abab", "ab", public=True)
cases.add("a", "a")
cases.add("a", "b")
cases.add("a", "ab")
cases.add("ab", "abc")
cases.add("aa", "a")
cases.add("baa", "aa")
cases.add("abc", "cba")
cases.add("aaaaaaaaaa", "aaaaaaaaaaaaa")
cases.add("abacbabc", "abc")
cases.add("xyzabc", "cab")
cases.add("z" * 1000, "z" * 10)
for n, m, letters in ((20, 3, "ab"), (100, 5, "abc"), (1000, 10, "abcd"), (5000, 2, "ab"),
                      (10000, 30, "abcdefghijklmnopqrstuvwxyz"), (30000, 4, "abc")):
    cases.add(rng.word(n, letters), rng.word(m, letters))
# Large: long windows. Sorting or recounting every window costs |s| * |p| steps.
s = rng.word(30000, "ab")
cases.add(s, s[5000:20000])
cases.add("a" * 30000, "a" * 15000)
cases.add(rng.word(30000, "abc"), rng.word(30000, "abc"))
cases.print()
