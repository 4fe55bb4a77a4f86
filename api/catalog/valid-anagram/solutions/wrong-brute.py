class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        # For every letter of s, count it in both strings by scanning them.
        for ch in s:
            in_s = 0
            in_t = 0
            for j in range(len(s)):
                if s[j] == ch:
                    in_s += 1
                if t[j] == ch:
                    in_t += 1
            if in_s != in_t:
                return False
        return True
