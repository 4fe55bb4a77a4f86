"""Edit Distance cases: the examples, empty words, then words of 500 letters."""
from casegen import Cases

cases = Cases(seed=72)
rng = cases.rng


def edited(s, edits, letters):
    chars = list(s)
    for _ in range(edits):
        kind = rng.randrange(3)
        i = rng.randrange(len(chars) + 1)
        if kind == 0 or not chars:
            chars.insert(i, rng.choice(letters))
        elif kind == 1:
            del chars[min(i, len(chars) - 1)]
        else:
            chars[min(i, len(chars) - 1)] = rng.choice(letters)
    return "".join(chars)


cases.add("horse", "ros", public=True)
cases.add("intention", "execution", public=True)
cases.add("", "")
cases.add("", "a")
cases.add("abc", "")
cases.add("a", "a")
cases.add("a", "b")
cases.add("ab", "ba")
cases.add("kitten", "sitting")
cases.add("sunday", "saturday")
cases.add("", "z" * 500)
cases.add("z" * 500, "")
cases.add("a" * 500, "b" * 500)
cases.add("ab" * 250, "ba" * 250)
for n, edits, letters in ((10, 3, "abc"), (50, 10, "abcd"), (200, 50, "abcdefghij"),
                          (500, 20, "abcdefghijklmnopqrstuvwxyz"), (500, 300, "ab"), (400, 100, "xyz")):
    s = rng.word(n, letters)
    # Insertions may lengthen the word past the 500 letters allowed.
    cases.add(s, edited(s, edits, letters)[:500])
cases.add(rng.word(500, "abc"), rng.word(500, "abc"))
cases.add(rng.word(500, "abcdefghijklmnopqrstuvwxyz"), rng.word(480, "abcdefghijklmnopqrstuvwxyz"))
cases.add(rng.word(300, "ab"), rng.word(500, "ab"))
cases.print()
