class Solution:
    def isPalindrome(self, s: str) -> bool:
        # Forgets to ignore the case of letters.
        cleaned = [c for c in s if c.isalnum()]
        return cleaned == cleaned[::-1]
