# Greedy: matches each letter of text1 with the first later match in text2, which can waste letters
# (for "cab" and "abc" it matches the c first and finds 1 instead of "ab", 2).
class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        count, j = 0, 0
        for c in text1:
            k = text2.find(c, j)
            if k >= 0:
                count += 1
                j = k + 1
        return count
