"""Word Break cases: the examples, edge dictionaries, then inputs that defeat greedy and plain backtracking."""
import json
import random

rng = random.Random(139)
cases = []


def add(s, words, public=False):
    cases.append({"input": json.dumps(s) + "\n" + json.dumps(words, separators=(",", ":")), "public": public})


def word(low, high, letters):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))


def dictionary(n, low, high, letters):
    words = []
    seen = set()
    while len(words) < n:
        w = word(low, high, letters)
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


add("leetcode", ["leet", "code"], True)
add("applepenapple", ["apple", "pen"], True)
add("catsandog", ["cats", "dog", "sand", "and", "cat"], True)
add("a", ["a"])
add("a", ["b"])
add("ab", ["a"])
add("aaaaaaa", ["aaaa", "aaa"])
add("aaaaaaa", ["aaaa", "aa"])
add("cars", ["car", "ca", "rs"])
add("goalspecial", ["go", "goal", "goals", "special"])
add("bb", ["a", "b", "bbb", "bbbb"])
add("z" * 300, ["z" * 20])
add("z" * 300, ["z" * 7])
add("ab" * 150, ["a", "b"])
# Exponential for backtracking without memoisation: every prefix of a's splits many ways, and the
# final "b" makes each attempt fail.
add("a" * 150 + "b", ["a", "aa", "aaa", "aaaa", "aaaaa", "aaaaaa", "aaaaaaa", "aaaaaaaa", "aaaaaaaaa", "aaaaaaaaaa"])
add("a" * 299 + "b", ["a" * k for k in range(1, 21)])
add("a" * 300, ["a" * k for k in range(2, 21, 2)])
add("a" * 299, ["a" * k for k in range(2, 21, 2)])
add("ab" * 149 + "b", ["a", "b", "ab", "ba", "aba", "bab"] + ["ab" * k for k in range(2, 10)])
for n, low, high, letters, length in ((5, 1, 4, "ab", 30), (20, 2, 6, "abc", 100), (100, 3, 10, "abcde", 200),
                                      (1000, 1, 20, "abcdefghijklmnopqrstuvwxyz", 300),
                                      (500, 5, 20, "ab", 300)):
    words = dictionary(n, low, high, letters)
    s = built(words, length)
    add(s, words)
    # The same string with one letter changed: usually no longer breakable.
    i = rng.randrange(len(s))
    add(s[:i] + ("z" if s[i] != "z" else "y") + s[i + 1:], words)
print(json.dumps(cases))
