class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        # Checks every substring for a repeat from scratch: correct, but about n^2 / 2
        # substrings of up to n characters each, far too slow for 5 * 10^4 characters.
        n = len(s)
        best = 0
        for i in range(n):
            for j in range(i, n):
                if len(set(s[i : j + 1])) == j - i + 1:
                    best = max(best, j - i + 1)
        return best
