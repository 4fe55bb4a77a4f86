"""Word Break cases: the examples, edge dictionaries, then inputs that defeat greedy and plain backtracking."""
from casegen import Cases

cases = Cases(seed=139)
rng = cases.rng


def dictionary(n, low, high, letters):
    words = []
    seen = set()
    while len(words) < n:
        w = rng.word(rng.randint(low, high), letters)
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


def built(words, length):
    """A string of about `length` characters made of dictionary words (so the answer is true)."""
    s = ""
    while len(s) < length:
        s += rng.choice(words)
    return s[:300] if len(s) > 300 else s


cases.add("leetcode", ["leet", "code"], public=True)
cases.add("applepenapple", ["apple", "pen"], public=True)
cases.add("catsandog", ["cats", "dog", "sand", "and", "cat"], public=True)
cases.add("a", ["a"])
cases.add("a", ["b"])
cases.add("ab", ["a"])
cases.add("aaaaaaa", ["aaaa", "aaa"])
cases.add("aaaaaaa", ["aaaa", "aa"])
cases.add("cars", ["car", "ca", "rs"])
cases.add("goalspecial", ["go", "goal", "goals", "special"])
cases.add("bb", ["a", "b", "bbb", "bbbb"])
cases.add("z" * 300, ["z" * 20])
cases.add("z" * 300, ["z" * 7])
cases.add("ab" * 150, ["a", "b"])
# Exponential for backtracking without memoisation: every prefix of a's splits many ways, and the
# final "b" makes each attempt fail.
cases.add("a" * 150 + "b", ["a", "aa", "aaa", "aaaa", "aaaaa", "aaaaaa", "aaaaaaa", "aaaaaaaa", "aaaaaaaaa", "aaaaaaaaaa"])
cases.add("a" * 299 + "b", ["a" * k for k in range(1, 21)])
cases.add("a" * 300, ["a" * k for k in range(2, 21, 2)])
cases.add("a" * 299, ["a" * k for k in range(2, 21, 2)])
cases.add("ab" * 149 + "b", ["a", "b", "ab", "ba", "aba", "bab"] + ["ab" * k for k in range(2, 10)])
for n, low, high, letters, length in ((5, 1, 4, "ab", 30), (20, 2, 6, "abc", 100), (100, 3, 10, "abcde", 200),
                                      (1000, 1, 20, "abcdefghijklmnopqrstuvwxyz", 300),
                                      (500, 5, 20, "ab", 300)):
    words = dictionary(n, low, high, letters)
    s = built(words, length)
    cases.add(s, words)
    # The same string with one letter changed: usually no longer breakable.
    i = rng.randrange(len(s))
    cases.add(s[:i] + ("z" if s[i] != "z" else "y") + s[i + 1:], words)
cases.print()
