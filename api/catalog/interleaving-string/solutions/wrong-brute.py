class Solution:
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        if len(s1) + len(s2) != len(s3):
            return False

        # Take the next letter of s3 from s1 or from s2, trying both when both fit. Correct, but
        # nothing is remembered, so the same (i, j) is searched again on every path reaching it.
        def can(i: int, j: int) -> bool:
            if i + j == len(s3):
                return True
            if i < len(s1) and s1[i] == s3[i + j] and can(i + 1, j):
                return True
            return j < len(s2) and s2[j] == s3[i + j] and can(i, j + 1)

        return can(0, 0)
