# Only grows around letters, so every even-length palindrome ("aa", "abba") is missed.
class Solution:
    def countSubstrings(self, s: str) -> int:
        n, count = len(s), 0
        for centre in range(n):
            left = right = centre
            while left >= 0 and right < n and s[left] == s[right]:
                count += 1
                left -= 1
                right += 1
        return count
