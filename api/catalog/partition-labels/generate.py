"""Partition Labels cases: the examples, one letter, all distinct, nested and chained spans, then
strings of 500 letters."""
from casegen import Cases

cases = Cases(seed=763)
rng = cases.rng
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def blocks(sizes, alphabet):
    """Pieces of the given sizes, each drawn from its own letters, so the cut is known by design."""
    out, next_letter = [], 0
    for size in sizes:
        count = min(size, max(1, len(alphabet) // len(sizes)))
        own = alphabet[next_letter:next_letter + count] or alphabet[-1:]
        next_letter += count
        out.append(rng.word(size, own))
    return "".join(out)


cases.add("ababcbacadefegdehijhklij", public=True)
cases.add("eccbbbbdec", public=True)
cases.add("a")
cases.add("z" * 500)
cases.add("ab")
cases.add("aa")
cases.add("aba")
cases.add(LETTERS)
cases.add(LETTERS[::-1] * 19 + LETTERS[:6])
cases.add("abcdefghijklmnopqrstuvwxyza")
cases.add("abccbaxyzzyx")
cases.add("caedbdedda")
cases.add("qiejxqfnqceocmy")
cases.add("abacdcefegfh" * 3)
# Chained spans: each letter's last copy lies inside the next letter's span.
cases.add("".join(a + b for a, b in zip(LETTERS, LETTERS[1:])))
for length, letters in ((10, 3), (30, 5), (100, 26), (500, 26), (500, 2), (500, 10)):
    cases.add(rng.word(length, LETTERS[:letters]))
for sizes in ((1,) * 26, (5, 1, 7, 3), (100, 200, 150, 50), (20,) * 25, (2, 3) * 5 + (475,)):
    cases.add(blocks(list(sizes), LETTERS))
cases.add(blocks([19] * 26, LETTERS) + "z")
cases.print()
