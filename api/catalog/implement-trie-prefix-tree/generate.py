"""Implement Trie cases: the examples, prefix/word edge cases, then long sessions."""
from casegen import Cases

cases = Cases(seed=208)
rng = cases.rng


def session(n, low, high, letters, insert_share=0.4):
    """Queries are mostly prefixes or extensions of inserted words, so both answers occur."""
    calls, args, words = ["Trie"], [[]], []
    for _ in range(n):
        roll = rng.random()
        if not words or roll < insert_share:
            calls.append("insert")
            words.append(rng.word(rng.randint(low, high), letters))
            args.append([words[-1]])
            continue
        base = rng.choice(words)
        kind = rng.random()
        if kind < 0.4:
            query = base
        elif kind < 0.7:
            query = base[: rng.randint(1, len(base))]
        elif kind < 0.85:
            query = base + rng.word(rng.randint(1, 3), letters)
        else:
            query = rng.word(rng.randint(low, high), letters)
        calls.append(rng.choice(["search", "startsWith"]))
        args.append([query])
    return calls, args


cases.add(["Trie", "insert", "search", "search", "startsWith", "insert", "search"],
    [[], ["apple"], ["apple"], ["app"], ["app"], ["app"], ["app"]], public=True)
cases.add(["Trie", "insert", "startsWith", "search", "startsWith"],
    [[], ["zen"], ["zenith"], ["ze"], ["ze"]], public=True)
cases.add(["Trie", "search", "startsWith"], [[], ["a"], ["a"]])
cases.add(["Trie", "insert", "search", "startsWith", "search"], [[], ["a"], ["a"], ["a"], ["b"]])
cases.add(["Trie", "insert", "insert", "search", "search", "search"], [[], ["ab"], ["ab"], ["ab"], ["a"], ["abc"]])
cases.add(["Trie", "insert", "insert", "search", "startsWith", "search"],
    [[], ["abc"], ["ab"], ["ab"], ["abcd"], ["abc"]])
cases.add(["Trie", "insert", "search", "startsWith", "startsWith"],
    [[], ["z" * 2000], ["z" * 1999], ["z" * 2000], ["z" * 1999 + "y"]])
cases.add(["Trie", "insert", "insert", "startsWith", "search", "search"],
    [[], ["car"], ["cart"], ["ca"], ["ca"], ["cart"]])
for n, low, high, letters in ((20, 1, 3, "ab"), (50, 1, 5, "abc"), (200, 1, 8, "abcd"),
                              (500, 2, 10, "abcdefghijklmnopqrstuvwxyz"), (1000, 1, 4, "ab"),
                              (1500, 5, 20, "xyz"), (1500, 1, 12, "abcdefghij"),
                              (3000, 3, 6, "abcdefghijklmnopqrstuvwxyz"), (1000, 1, 1, "abc"),
                              (400, 20, 60, "ab"), (2000, 2, 8, "abcdef"), (3000, 1, 6, "abcd")):
    cases.add(*session(n, low, high, letters))
# Long words: 15 words of 2000 letters sharing long prefixes, then queries on them.
calls, args = ["Trie"], [[]]
stem = rng.word(rng.randint(1500, 1500), "ab")
for _ in range(15):
    calls.append("insert")
    args.append([stem + rng.word(rng.randint(500, 500), "ab")])
for _ in range(15):
    base = rng.choice(args[1:16])[0]
    calls.append(rng.choice(["search", "startsWith"]))
    args.append([base[: rng.randint(1400, 2000)]])
cases.add(calls, args)
cases.add(["Trie", "insert", "insert", "search", "startsWith", "search"], [[], ["apple"], ["app"], ["app"], ["appl"], ["appl"]])
cases.print()
