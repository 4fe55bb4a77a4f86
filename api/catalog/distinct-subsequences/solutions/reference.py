class Solution:
    def numDistinct(self, s: str, t: str) -> int:
        n = len(t)
        # ways[j]: ways to spell t[:j] from the part of s read so far.
        ways = [1] + [0] * n
        for c in s:
            for j in range(n, 0, -1):
                if t[j - 1] == c:
                    ways[j] += ways[j - 1]
        return ways[n]
