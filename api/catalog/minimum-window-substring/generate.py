"""Minimum Window Substring cases: the examples, edges, then s of 10^5 characters.

Every case has a unique shortest window (or none), as the problem promises: candidates are
drawn and kept only when the shortest length is reached by exactly one window.
"""
from collections import Counter
from casegen import Cases

cases = Cases(seed=76)
rng = cases.rng


def windows(s, t):
    """(shortest length, how many windows have it), by a sliding window; (0, 0) when none."""
    need, missing = Counter(t), len(t)
    best, count, left = 0, 0, 0
    lengths = []
    for right, ch in enumerate(s):
        if need[ch] > 0:
            missing -= 1
        need[ch] -= 1
        if missing == 0:
            while need[s[left]] < 0:
                need[s[left]] += 1
                left += 1
            lengths.append(right - left + 1)
    if not lengths:
        return 0, 0
    best = min(lengths)
    return best, lengths.count(best)


def add(s, t, public=False):
    assert windows(s, t)[1] <= 1, (s[:40], t[:40])
    cases.add(s, t, public=public)


def unique_case(n, letters, t_length):
    while True:
        s = rng.word(n, letters)
        start = rng.randint(0, n - t_length)
        t = "".join(rng.sample(s[start:start + t_length * 2], t_length)) if n > 2 * t_length else rng.word(t_length, letters)
        if windows(s, t)[1] == 1:
            return s, t


add("ADOBECODEBANC", "ABC", True)
add("a", "a", True)
add("a", "aa", True)
for s, t in (("a", "b"), ("ab", "b"), ("ab", "a"), ("aa", "aa"), ("abc", "cba"), ("aA", "A"),
             ("Aa", "aA"), ("bba", "ab"), ("cabwefgewcwaefgcf", "cae"), ("abcdef", "xyz"),
             ("aaflslflsldkalskaaa", "aaa")):
    add(s, t)
for n, letters, k in ((30, "abc", 2), (200, "abcdef", 3), (2000, "abcdefghij", 5),
                      (5000, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 20)):
    add(*unique_case(n, letters, k))
# Large: one rare letter forces any brute force to scan to the end from every start.
base = rng.word(10**5 - 1, "ab")
add(base + "Z", "abZ" if windows(base + "Z", "abZ")[1] == 1 else "Z")
add("a" * 99999 + "B", "aB")
add(rng.word(2 * 10**4, "abcdefghijklmnopqrstuvwxyz"), rng.word(10**4, "ab") + "Q")
add("xy" * 5000, "x" * 5000 + "y" * 5000)
add("Q" + rng.word(10**4, "ab"), "Q")
cases.print()
