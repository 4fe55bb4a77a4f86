"""Implement Trie cases: the examples, prefix/word edge cases, then long sessions."""
import json
import random

rng = random.Random(208)
cases = []


def add(calls, args, public=False):
    text = json.dumps(calls, separators=(",", ":")) + "\n" + json.dumps(args, separators=(",", ":"))
    cases.append({"input": text, "public": public})


def word(low, high, letters="abcdefghijklmnopqrstuvwxyz"):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))


def session(n, low, high, letters, insert_share=0.4):
    """Queries are mostly prefixes or extensions of inserted words, so both answers occur."""
    calls, args, words = ["Trie"], [[]], []
    for _ in range(n):
        roll = rng.random()
        if not words or roll < insert_share:
            calls.append("insert")
            words.append(word(low, high, letters))
            args.append([words[-1]])
            continue
        base = rng.choice(words)
        kind = rng.random()
        if kind < 0.4:
            query = base
        elif kind < 0.7:
            query = base[: rng.randint(1, len(base))]
        elif kind < 0.85:
            query = base + word(1, 3, letters)
        else:
            query = word(low, high, letters)
        calls.append(rng.choice(["search", "startsWith"]))
        args.append([query])
    return calls, args


add(["Trie", "insert", "search", "search", "startsWith", "insert", "search"],
    [[], ["apple"], ["apple"], ["app"], ["app"], ["app"], ["app"]], True)
add(["Trie", "insert", "startsWith", "search", "startsWith"],
    [[], ["zen"], ["zenith"], ["ze"], ["ze"]], True)
add(["Trie", "search", "startsWith"], [[], ["a"], ["a"]])
add(["Trie", "insert", "search", "startsWith", "search"], [[], ["a"], ["a"], ["a"], ["b"]])
add(["Trie", "insert", "insert", "search", "search", "search"], [[], ["ab"], ["ab"], ["ab"], ["a"], ["abc"]])
add(["Trie", "insert", "insert", "search", "startsWith", "search"],
    [[], ["abc"], ["ab"], ["ab"], ["abcd"], ["abc"]])
add(["Trie", "insert", "search", "startsWith", "startsWith"],
    [[], ["z" * 2000], ["z" * 1999], ["z" * 2000], ["z" * 1999 + "y"]])
add(["Trie", "insert", "insert", "startsWith", "search", "search"],
    [[], ["car"], ["cart"], ["ca"], ["ca"], ["cart"]])
for n, low, high, letters in ((20, 1, 3, "ab"), (50, 1, 5, "abc"), (200, 1, 8, "abcd"),
                              (500, 2, 10, "abcdefghijklmnopqrstuvwxyz"), (1000, 1, 4, "ab"),
                              (1500, 5, 20, "xyz"), (1500, 1, 12, "abcdefghij"),
                              (3000, 3, 6, "abcdefghijklmnopqrstuvwxyz"), (1000, 1, 1, "abc"),
                              (400, 20, 60, "ab"), (2000, 2, 8, "abcdef"), (3000, 1, 6, "abcd")):
    add(*session(n, low, high, letters))
# Long words: 15 words of 2000 letters sharing long prefixes, then queries on them.
calls, args = ["Trie"], [[]]
stem = word(1500, 1500, "ab")
for _ in range(15):
    calls.append("insert")
    args.append([stem + word(500, 500, "ab")])
for _ in range(15):
    base = rng.choice(args[1:16])[0]
    calls.append(rng.choice(["search", "startsWith"]))
    args.append([base[: rng.randint(1400, 2000)]])
add(calls, args)
add(["Trie", "insert", "insert", "search", "startsWith", "search"], [[], ["apple"], ["app"], ["app"], ["appl"], ["appl"]])
print(json.dumps(cases))
