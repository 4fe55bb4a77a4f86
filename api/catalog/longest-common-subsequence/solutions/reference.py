class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        n = len(text2)
        previous = [0] * (n + 1)
        for a in text1:
            current = [0] * (n + 1)
            for j, b in enumerate(text2, 1):
                current[j] = previous[j - 1] + 1 if a == b else max(previous[j], current[j - 1])
            previous = current
        return previous[n]
