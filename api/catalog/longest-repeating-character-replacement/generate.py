"""Longest Repeating Character Replacement cases: the examples, edge cases (k = 0, k >= length, one
letter), then strings of 10^5 letters where checking every substring is far too slow."""
from casegen import Cases

cases = Cases(seed=424)
rng = cases.rng

cases.add("ABAB", 2, public=True)
cases.add("AABABBA", 1, public=True)
cases.add("A", 0)
cases.add("A", 1)
cases.add("AB", 0)
cases.add("ABCDE", 0)
cases.add("ABCDE", 5)
cases.add("AAAA", 0)
cases.add("AAAB", 0)
cases.add("BAAA", 1)
cases.add("ABBB", 2)
cases.add("ABCABCABC", 2)
cases.add("AABBBCCCCDDDDD", 3)
cases.add("ZYXWVUTSRQPONMLKJIHGFEDCBA", 25)
cases.add("ABAA", 0)
for n, letters, k in ((10, "AB", 2), (50, "ABC", 5), (300, "ABCD", 40), (2000, "AB", 0),
                      (5000, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 100)):
    cases.add(rng.word(n, letters), k)
# Large: up to 10^5 letters. A long run of one letter hidden among noise, the whole string, and k in the middle.
noise = rng.word(100000, "ABCDE")
cases.add(noise, 1000)
cases.add(rng.word(30000, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), 0)
run = list(rng.word(100000, "XYZ"))
for i in range(60000, 90000):
    if rng.random() < 0.9:
        run[i] = "Q"
cases.add("".join(run), 4000)
cases.add("A" * 99999 + "B", 0)
cases.add(rng.word(30000, "AB"), 30000)
cases.print()
