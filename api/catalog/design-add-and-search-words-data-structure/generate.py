"""Design Add and Search Words Data Structure cases: the example, edge sessions (search before any
word, a lone dot, prefixes and extensions of stored words, dots at either end), then sessions of
up to 6000 calls. LeetCode allows 10^4 calls, but at any size cases.json can hold a linear scan of
the stored words per search is not slow enough to be rejected by time."""
from casegen import Cases

cases = Cases(seed=211)
rng = cases.rng


def dotted(word, dots):
    letters = list(word)
    for i in rng.sample(range(len(letters)), min(dots, len(letters))):
        letters[i] = "."
    return "".join(letters)


def session(calls_wanted, letters, low, high, add_share=0.5):
    calls, args, words = ["WordDictionary"], [[]], []
    while len(calls) < calls_wanted:
        if not words or rng.random() < add_share:
            word = rng.word(rng.randint(low, high), letters)
            words.append(word)
            calls.append("addWord")
            args.append([word])
            continue
        kind = rng.random()
        if kind < 0.3:
            query = rng.choice(words)
        elif kind < 0.6:
            query = dotted(rng.choice(words), rng.randint(1, 2))
        elif kind < 0.8:
            query = dotted(rng.word(rng.randint(low, high), letters), rng.randint(0, 2))
        else:
            word = rng.choice(words)
            # A longer word only while it stays within the 25 letters allowed.
            longer = len(word) < high and rng.random() < 0.5
            query = dotted(word + rng.choice(letters) if longer else word[:-1] or word + "a",
                           rng.randint(0, 2))
        calls.append("search")
        args.append([query])
    return calls, args


cases.add(["WordDictionary", "addWord", "addWord", "addWord", "search", "search", "search", "search"],
          [[], ["bad"], ["dad"], ["mad"], ["pad"], ["bad"], [".ad"], ["b.."]], public=True)
cases.add(["WordDictionary", "search", "addWord", "search"], [[], ["a"], ["a"], ["."]])
cases.add(["WordDictionary", "addWord", "search", "search", "search"], [[], ["a"], ["."], [".."], ["a."]])
cases.add(["WordDictionary", "addWord", "addWord", "search", "search", "search", "search"],
          [[], ["at"], ["and"], ["a"], ["an"], ["a.d."], ["a.."]])
cases.add(["WordDictionary", "addWord", "search", "search", "search"], [[], ["abc"], ["ab"], ["abcd"], ["ab."]])
cases.add(["WordDictionary", "addWord", "addWord", "search", "search"],
          [[], ["ab"], ["abcd"], ["abc"], ["ab.."]])
cases.add(["WordDictionary", "addWord", "search", "search"], [[], ["z" * 25], ["." * 2 + "z" * 23], ["z" * 24]])
cases.add(["WordDictionary", "addWord", "addWord", "search", "search"],
          [[], ["xyz"], ["xyz"], ["x.z"], [".y."]])
cases.add(["WordDictionary", "addWord", "search", "search", "search"],
          [[], ["leetcode"], ["leet.ode"], [".eetcode"], ["leetcod."]])
for n, letters, low, high in ((20, "ab", 1, 3), (60, "abc", 1, 5), (200, "abcd", 2, 6),
                              (1000, "abcdefghijklmnopqrstuvwxyz", 1, 8), (2000, "ab", 1, 12)):
    cases.add(*session(n, letters, low, high))
cases.add(*session(1500, "abc", 20, 25, add_share=0.3))
# Large: up to 6000 calls, many words sharing prefixes, half the calls searches.
cases.add(*session(6000, "ab", 4, 8))
cases.add(*session(3000, "abcdefghij", 5, 9, add_share=0.6))
calls = ["WordDictionary"] + ["addWord"] * 1500 + ["search"] * 1500
args = [[]] + [[rng.word(10, "ab")] for _ in range(1500)] + [[dotted(rng.word(10, "ab") + "c", 2)] for _ in range(1500)]
cases.add(calls, args)
cases.add(*session(300, "q", 1, 25))
cases.add(*session(10, "abcdefghijklmnopqrstuvwxyz", 25, 25))
cases.add(["WordDictionary", "addWord", "addWord", "search", "search"], [[], ["a"], ["b"], ["."], [".."]])
cases.add(["WordDictionary", "addWord", "search", "addWord", "search"], [[], ["cat"], ["c.ts"], ["cats"], ["c.ts"]])
cases.print()
