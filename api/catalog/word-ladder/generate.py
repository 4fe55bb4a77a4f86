"""Word Ladder cases: the examples, one-letter words, unreachable ends, then 5000-word dictionaries
with long ladders (a pairwise comparison of all words is too slow there)."""
import string

from casegen import Cases

cases = Cases(seed=127)
rng = cases.rng


def add(begin, end, words, public=False):
    assert begin != end and len(begin) == len(end) and 1 <= len(words) <= 5000
    assert len(set(words)) == len(words) and all(len(w) == len(begin) for w in words)
    cases.add(begin, end, words, public=public)


def ladder(begin, steps):
    """A chain of `steps` words from begin, each one letter away from the one before, none repeated."""
    chain, seen = [begin], {begin}
    while len(chain) <= steps:
        word = chain[-1]
        i = rng.randrange(len(word))
        nxt = word[:i] + rng.choice(string.ascii_lowercase) + word[i + 1:]
        if nxt not in seen:
            chain.append(nxt)
            seen.add(nxt)
    return chain


def dictionary(length, size, chain=(), letters=string.ascii_lowercase):
    """`size` unique words: the chain's words first, then random ones, in a random order."""
    words, seen = [], set()
    for w in chain:
        if w not in seen:
            words.append(w)
            seen.add(w)
    while len(words) < size:
        w = rng.word(length, letters)
        if w not in seen:
            words.append(w)
            seen.add(w)
    rng.shuffle(words)
    return words


add("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"], True)
add("hit", "cog", ["hot", "dot", "dog", "lot", "log"], True)
add("a", "c", ["a", "b", "c"])
add("a", "b", ["b"])
add("a", "z", ["y"])
add("hot", "dog", ["hot", "dog"])
add("hot", "dog", ["hot", "dog", "dot"])
add("abc", "abd", ["abd"])
add("ab", "cd", ["ad", "cd"])
add("ab", "cd", ["cb", "xy", "cd", "ad"])
add("lost", "cost", ["most", "fist", "lost", "cost", "fish"])
add("hit", "cog", ["cog", "hot", "hog"])
add("red", "tax", ["ted", "tex", "red", "tax", "tad", "den", "rex", "pee"])
add("abcdefghij", "abcdefghik", ["abcdefghik"])
# The end word is in the list but sits in a separate component.
add("aaaa", "zzzz", ["aaab", "aabb", "abbb", "zzzz", "zzzy"])
for length, size, steps in ((3, 30, 4), (4, 200, 8), (5, 1000, 12)):
    chain = ladder(rng.word(length), steps)
    add(chain[0], chain[-1], dictionary(length, size, chain[1:]))
# 5000 words over a small alphabet: dense neighbourhoods and many shortest paths.
words = dictionary(5, 5000, letters="abcdefg")
add(words[0], words[1], words)
words = dictionary(4, 5000, letters="abcdefghijkl")
add("aaaa", words[-1], words)
# 5000 ten-letter words holding a ladder of 1500 steps; the rest is noise.
chain = ladder("aaaaaaaaaa", 1500)
add(chain[0], chain[-1], dictionary(10, 5000, chain[1:]))
# 4999 three-letter words of 18 letters plus an end word out of their reach: the search must
# exhaust everything.
words = dictionary(3, 4999, letters="abcdefghijklmnopqr")
add("abc", "zzz", words + ["zzz"])
# A single long ladder in which every word is needed: 4999 steps through 4-letter words.
path = ["aaaa"]
seen = {"aaaa"}
while len(path) < 5000:
    word = path[-1]
    options = [word[:i] + c + word[i + 1:] for i in range(4) for c in string.ascii_lowercase]
    options = [w for w in options if w not in seen]
    if not options:
        break
    path.append(rng.choice(options))
    seen.add(path[-1])
add(path[0], path[-1], path[1:])
cases.print()
