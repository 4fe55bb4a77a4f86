"""Group Anagrams cases: the examples, empty strings and duplicates, then 10^4 strings."""
from casegen import Cases

cases = Cases(seed=49)
rng = cases.rng


def families(n, groups, low, high, letters):
    """n strings drawn from `groups` base words, each a random rearrangement of its base."""
    bases = [rng.word(rng.randint(low, high), letters) for _ in range(groups)]
    return [rng.shuffled(rng.choice(bases)) for _ in range(n)]


cases.add(["eat", "tea", "tan", "ate", "nat", "bat"], public=True)
cases.add([""], public=True)
cases.add(["a"], public=True)
cases.add(["", ""])
cases.add(["", "b", ""])
cases.add(["abc", "abc", "cba"])
cases.add(["aab", "abb", "bab", "aba"])
cases.add(["ab", "ba", "abc", "a", "b"])
cases.add(["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac"])
cases.add(["z" * 100, "z" * 99, "z" * 100])
cases.add(["ac", "bb"])
cases.add(["duh", "ill"])
for n, groups, low, high, letters in ((10, 3, 1, 4, "abc"), (50, 10, 2, 6, "abcdef"),
                                      (200, 200, 1, 10, "abcdefghijklmnopqrstuvwxyz"),
                                      (500, 5, 3, 8, "ab"), (1000, 100, 0, 12, "abcdefghij"),
                                      (1000, 1, 20, 20, "abcdefghijklmnopqrstuvwxyz"),
                                      (3000, 1500, 1, 5, "abcd")):
    cases.add(families(n, groups, low, high, letters))
cases.add(families(10**4, 2000, 1, 8, "abcdefghijklmnopqrstuvwxyz"))
cases.add(families(4000, 50, 3, 6, "abcdefghijklmnopqrstuvwxyz"))
cases.add(families(300, 30, 90, 100, "abcdefghijklmnopqrstuvwxyz"))
cases.add(["ab", "ba", "", "abc", "b", "cab"])
cases.print()
