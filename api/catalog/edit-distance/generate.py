"""Edit Distance cases: the examples, empty words, then words of 500 letters."""
import json
import random

rng = random.Random(72)
cases = []


def add(word1, word2, public=False):
    cases.append({"input": json.dumps(word1) + "\n" + json.dumps(word2), "public": public})


def text(n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


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


add("horse", "ros", True)
add("intention", "execution", True)
add("", "")
add("", "a")
add("abc", "")
add("a", "a")
add("a", "b")
add("ab", "ba")
add("kitten", "sitting")
add("sunday", "saturday")
add("", "z" * 500)
add("z" * 500, "")
add("a" * 500, "b" * 500)
add("ab" * 250, "ba" * 250)
for n, edits, letters in ((10, 3, "abc"), (50, 10, "abcd"), (200, 50, "abcdefghij"),
                          (500, 20, "abcdefghijklmnopqrstuvwxyz"), (500, 300, "ab"), (400, 100, "xyz")):
    s = text(n, letters)
    add(s, edited(s, edits, letters))
add(text(500, "abc"), text(500, "abc"))
add(text(500, "abcdefghijklmnopqrstuvwxyz"), text(480, "abcdefghijklmnopqrstuvwxyz"))
add(text(300, "ab"), text(500, "ab"))
print(json.dumps(cases))
