"""Group Anagrams cases: the examples, empty strings and duplicates, then 10^4 strings."""
import json
import random

rng = random.Random(49)
cases = []


def add(strs, public=False):
    cases.append({"input": json.dumps(strs, separators=(",", ":")), "public": public})


def word(length, letters):
    return "".join(rng.choice(letters) for _ in range(length))


def shuffled(s):
    letters = list(s)
    rng.shuffle(letters)
    return "".join(letters)


def families(n, groups, low, high, letters):
    """n strings drawn from `groups` base words, each a random rearrangement of its base."""
    bases = [word(rng.randint(low, high), letters) for _ in range(groups)]
    return [shuffled(rng.choice(bases)) for _ in range(n)]


add(["eat", "tea", "tan", "ate", "nat", "bat"], True)
add([""], True)
add(["a"], True)
add(["", ""])
add(["", "b", ""])
add(["abc", "abc", "cba"])
add(["aab", "abb", "bab", "aba"])
add(["ab", "ba", "abc", "a", "b"])
add(["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac"])
add(["z" * 100, "z" * 99, "z" * 100])
add(["ac", "bb"])
add(["duh", "ill"])
for n, groups, low, high, letters in ((10, 3, 1, 4, "abc"), (50, 10, 2, 6, "abcdef"),
                                      (200, 200, 1, 10, "abcdefghijklmnopqrstuvwxyz"),
                                      (500, 5, 3, 8, "ab"), (1000, 100, 0, 12, "abcdefghij"),
                                      (1000, 1, 20, 20, "abcdefghijklmnopqrstuvwxyz"),
                                      (3000, 1500, 1, 5, "abcd")):
    add(families(n, groups, low, high, letters))
add(families(10**4, 2000, 1, 8, "abcdefghijklmnopqrstuvwxyz"))
add(families(4000, 50, 3, 6, "abcdefghijklmnopqrstuvwxyz"))
add(families(300, 30, 90, 100, "abcdefghijklmnopqrstuvwxyz"))
add(["ab", "ba", "", "abc", "b", "cab"])
print(json.dumps(cases))
