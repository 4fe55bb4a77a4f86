"""Word Search cases: the examples, one-cell boards and reuse traps, then 6 x 6 boards built to make
a naive search explore many paths."""
from casegen import Cases

cases = Cases(seed=79)
rng = cases.rng


def add(rows, word, public=False):
    cases.add([list(row) for row in rows], word, public=public)


def board(m, n, letters):
    return ["".join(rng.choice(letters) for _ in range(n)) for _ in range(m)]


def traced(rows, length):
    """A word read along a random self-avoiding path (shorter if the path gets stuck)."""
    m, n = len(rows), len(rows[0])
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
    return "".join(rows[a][b] for a, b in path)


EXAMPLE = ["ABCE", "SFCS", "ADEE"]
add(EXAMPLE, "ABCCED", True)
add(EXAMPLE, "SEE", True)
add(EXAMPLE, "ABCB", True)
add(["a"], "a")
add(["a"], "b")
add(["a"], "aa")
add(["ab"], "ba")
add(["aA"], "AA")
add(["ab", "cd"], "abdc")
add(["ab", "cd"], "abcd")
add(["aa"], "aaa")
add(["CAA", "AAA", "BCD"], "AAB")
add(["ABCE", "SFES", "ADEE"], "ABCESEEEFS")
add(["aaaaaa"] * 6, "a" * 15)
# A trap for searches without pruning: every path of a's is explored before the final letter fails.
add(["aaaaaa"] * 6, "a" * 14 + "b")
add(["aaaaaa", "aaaaaa", "aaaaaa", "aaaaaa", "aaaaaa", "aaaaab"], "b" + "a" * 14)
add(["aaaaaa", "aaaaaa", "aaaaaa", "aaaaaa", "aaaaaa", "aaaaab"], "a" * 14 + "b")
add(["ABABAB", "BABABA"] * 3, "ABABABABABABABA")
add(["ABABAB", "BABABA"] * 3, "ABABABABABABABB")
for m, n, letters, length in ((3, 3, "ab", 5), (4, 4, "abc", 8), (5, 5, "abcd", 10), (6, 6, "ab", 15),
                              (6, 6, "aAbB", 12), (2, 6, "xyz", 7)):
    rows = board(m, n, letters)
    word = traced(rows, length)
    add(rows, word)
    add(rows, word[::-1][:-1] + rng.choice(letters))
cases.print()
