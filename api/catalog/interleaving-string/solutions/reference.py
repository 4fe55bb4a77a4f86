class Solution:
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        m, n = len(s1), len(s2)
        if m + n != len(s3):
            return False
        # ok[j], in row i: the first i letters of s1 and j of s2 can make the first i + j of s3.
        ok = [False] * (n + 1)
        for i in range(m + 1):
            for j in range(n + 1):
                if i == 0 and j == 0:
                    ok[j] = True
                else:
                    ok[j] = (i > 0 and ok[j] and s1[i - 1] == s3[i + j - 1]) or (
                        j > 0 and ok[j - 1] and s2[j - 1] == s3[i + j - 1]
                    )
        return ok[n]
