# Greedy: takes the letter from s1 whenever it matches, and from s2 only otherwise; never backs up.
class Solution:
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        if len(s1) + len(s2) != len(s3):
            return False
        i = j = 0
        for c in s3:
            if i < len(s1) and s1[i] == c:
                i += 1
            elif j < len(s2) and s2[j] == c:
                j += 1
            else:
                return False
        return True
