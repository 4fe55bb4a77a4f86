"""Longest Palindromic Substring cases: the examples, edge strings, then strings of 1000 characters.

Every case is kept only if its longest palindromic substring is unique, so that exactly one
answer is correct."""
import string
from casegen import Cases

cases = Cases(seed=5)
rng = cases.rng
ALPHABET = string.ascii_letters + string.digits


def longest_palindromes(s):
    """Every distinct longest palindromic substring of s (by expanding around each centre)."""
    best, found = 0, set()
    for centre in range(2 * len(s) - 1):
        left, right = centre // 2, (centre + 1) // 2
        while left >= 0 and right < len(s) and s[left] == s[right]:
            left -= 1
            right += 1
        length = right - left - 1
        if length > best:
            best, found = length, {s[left + 1:right]}
        elif length == best:
            found.add(s[left + 1:right])
    return found


def positions(s, target):
    return sum(1 for i in range(len(s) - len(target) + 1) if s.startswith(target, i))


def add(s, public=False):
    found = longest_palindromes(s)
    assert len(found) == 1 and positions(s, next(iter(found))) == 1, s
    cases.add(s, public=public)


def unique_case(n, letters, planted=0):
    """Random text of length n (with a planted palindrome of length `planted`), retried until unique."""
    while True:
        s = rng.word(n, letters)
        if planted:
            half = rng.word(planted // 2, letters)
            middle = rng.word(planted % 2, letters)
            at = rng.randrange(n - planted + 1)
            s = s[:at] + half + middle + half[::-1] + s[at + planted:]
        found = longest_palindromes(s)
        if len(found) == 1 and positions(s, next(iter(found))) == 1:
            return s


add("cbbd", True)
add("zenracecarx", True)
add("a", True)
add("aa")
add("aab")
add("abb")
add("aba")
add("12321")
add("AbcBaxyx")
add("Abba")
add("a" * 1000)
add("ab" * 499 + "a")
add("q" + "w" * 998 + "e")
add("abcdefghijklmnopqrstuvwxyzyxwvutsrqponmlkjihgfedcba")
half = rng.word(499, ALPHABET)
add(half + "Z" + half[::-1])
for n, letters, planted in ((20, "ab", 0), (50, "abc", 0), (100, "ab", 0), (300, ALPHABET, 9),
                            (500, "abcd", 0), (1000, "ab", 0), (1000, ALPHABET, 0),
                            (1000, string.digits, 0), (1000, ALPHABET, 300), (1000, "xy", 0),
                            (1000, ALPHABET, 998), (777, "abcdefghij", 40)):
    add(unique_case(n, letters, planted))
cases.print()
