"""Word Search II cases: the examples, edge cases (1 x 1 boards, a word needing a cell twice, words
sharing prefixes, duplicates of letters), then 12 x 12 boards with thousands of words, many of them
almost present, so that searching the board once per word is far too slow."""
import itertools

from casegen import Cases

cases = Cases(seed=212)
rng = cases.rng
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def board(m, n, letters):
    return [[rng.choice(letters) for _ in range(n)] for _ in range(m)]


def traced(grid, length):
    """A word read along a random path that never reuses a cell (shorter if the path gets stuck)."""
    m, n = len(grid), len(grid[0])
    i, j = rng.randrange(m), rng.randrange(n)
    path, seen = [(i, j)], {(i, j)}
    while len(path) < length:
        options = [(i + di, j + dj) for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= i + di < m and 0 <= j + dj < n and (i + di, j + dj) not in seen]
        if not options:
            break
        i, j = rng.choice(options)
        path.append((i, j))
        seen.add((i, j))
    return "".join(grid[a][b] for a, b in path)


def words_for(grid, count, letters, low=1, high=10, present_share=0.5):
    chosen = []
    seen = set()
    while len(chosen) < count:
        length = rng.randint(low, high)
        word = traced(grid, length) if rng.random() < present_share else rng.word(length, letters)
        if word not in seen:
            seen.add(word)
            chosen.append(word)
    return chosen


cases.add([list("oaan"), list("etae"), list("ihkr"), list("iflv")], ["oath", "pea", "eat", "rain"], public=True)
cases.add([list("ab"), list("cd")], ["abcb"], public=True)
cases.add([["a"]], ["a"])
cases.add([["a"]], ["b", "aa"])
cases.add([list("aa")], ["aaa", "aa", "a"])
cases.add([list("ab"), list("cd")], ["ab", "ac", "ad", "abdc", "acdb", "abcd", "badc", "dbac"])
cases.add([list("ab"), list("aa")], ["aba", "baa", "bab", "aaab", "aaa", "aaaa", "aaba"])
cases.add([list("oaan"), list("etae"), list("ihkr"), list("iflv")],
          ["oath", "oat", "oa", "o", "eat", "eats", "rain", "hklf", "hf", "kite", "tea"])
cases.add([list("ab")], ["ba", "ab", "aba"])
cases.add([["z"], ["y"]], ["zy", "yz", "zz", "y"])
cases.add([list("eat"), list("tea")], ["eat", "tea", "ate", "eta", "tae", "aet"])
cases.add([list("xyzw")] * 3, ["xyzw", "wzyx", "xxx", "xyx", "wwww"])
cases.add([list("abc"), list("aed"), list("afg")], ["abcdefg", "gfedcbaaa", "eaabcdgfa", "befa", "dgc", "ade"])
for m, n, letters, count in ((3, 4, "abc", 30), (5, 5, "abcde", 100), (6, 8, LETTERS, 300),
                             (12, 12, "ab", 500), (12, 12, LETTERS, 1000), (1, 12, "ab", 200),
                             (12, 1, "abc", 200)):
    grid = board(m, n, letters)
    cases.add(grid, words_for(grid, count, letters))
# Large: a board of a's with a few b's, and every 10-letter word over {a, b} with at most three b's:
# each is almost traceable, so a search per word explores huge numbers of paths.
grid = [["a"] * 12 for _ in range(12)]
for i, j in ((0, 0), (5, 7), (11, 11)):
    grid[i][j] = "b"
words = ["".join(w) for w in itertools.product("ab", repeat=10) if w.count("b") <= 3]
rng.shuffle(words)
cases.add(grid, words)
grid = board(12, 12, "abcd")
cases.add(grid, words_for(grid, 6000, "abcd", 6, 10, present_share=0.3))
grid = board(12, 12, LETTERS)
cases.add(grid, words_for(grid, 8000, LETTERS, 3, 10, present_share=0.2))
grid = [["a"] * 12 for _ in range(12)]
cases.add(grid, ["a" * k for k in range(1, 11)] + ["a" * 9 + c for c in "bcdefghijklmnopqrstuvwxyz"])
# Large: 15625 words "aaaaaa" + three other letters on a board of a's (with "bcd" in a row in the
# middle): a search per word walks every path of six a's before failing; a trie walks them once.
grid = [["a"] * 12 for _ in range(12)]
grid[5][5:8] = ["b", "c", "d"]
tails = ["".join(t) for t in itertools.product(LETTERS[1:], repeat=3)]
rng.shuffle(tails)
cases.add(grid, ["aaaaaa" + tail for tail in tails])
cases.print()
