class Solution:
    def isMatch(self, s: str, p: str) -> bool:
        # Brute force: a starred element stands for some number of copies of itself. Try every
        # count from 0 to len(s) for every starred element, spell the pattern out with those
        # counts, and compare the spelled pattern with s.
        pieces = []  # (character, starred) for each element of the pattern
        j = 0
        while j < len(p):
            starred = j + 1 < len(p) and p[j + 1] == "*"
            pieces.append((p[j], starred))
            j += 2 if starred else 1
        plain = sum(1 for _, starred in pieces if not starred)
        stars = sum(1 for _, starred in pieces if starred)
        for counts in itertools.product(range(len(s) + 1), repeat=stars):
            if plain + sum(counts) != len(s):
                continue
            spelled, k = [], 0
            for char, starred in pieces:
                if starred:
                    spelled.extend(char * counts[k])
                    k += 1
                else:
                    spelled.append(char)
            if all(c == "." or c == t for c, t in zip(spelled, s)):
                return True
        return False
