"""Alien Dictionary cases: the examples, single words, prefixes in both orders, cycles, letters with
no rule, then 100 words of up to 100 letters sorted in random alphabets."""
import string

from casegen import Cases

cases = Cases(seed=269)
rng = cases.rng


def sorted_words(count, length, letters):
    """count words over `letters`, sorted in a random alphabet of those letters."""
    alphabet = rng.shuffled(letters)
    rank = {letter: index for index, letter in enumerate(alphabet)}
    words = [rng.word(rng.randint(1, length), letters) for _ in range(count)]
    return sorted(words, key=lambda word: [rank[letter] for letter in word])


cases.add(["wrt", "wrf", "er", "ett", "rftt"], public=True)
cases.add(["z", "x"], public=True)
cases.add(["z", "x", "z"], public=True)
cases.add(["z"])
cases.add(["zz", "zz"])
cases.add(["abc", "ab"])
cases.add(["ab", "abc"])
cases.add(["ab", "adc"])
cases.add(["a", "b", "a"])
cases.add(["ac", "ab", "zc", "zb"])
cases.add(["wnlb"])
cases.add(["z", "z", "z"])
cases.add(["abc", "bcd", "qwert", "ab"])
cases.add([string.ascii_lowercase])
cases.add(list(string.ascii_lowercase))
cases.add(list(reversed(string.ascii_lowercase)))
for count, length, letters in ((5, 4, "abcde"), (20, 6, "abcdefghij"), (50, 10, string.ascii_lowercase)):
    cases.add(sorted_words(count, length, letters))
shuffled = sorted_words(30, 5, "abcdefgh")
rng.shuffle(shuffled)
cases.add(shuffled)
cases.add(sorted_words(100, 100, string.ascii_lowercase))
cases.add(sorted_words(100, 100, "abc"))
cycle = sorted_words(100, 100, string.ascii_lowercase)
# The first word again after the last: a contradiction, within the 100 words allowed.
cases.add(cycle[:99] + [cycle[0]])
cases.add(["a" * 100] * 100)
cases.print()
