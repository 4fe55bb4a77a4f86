class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        # Compares which letters occur, not how many times.
        return set(s) == set(t)
