class Solution:
    def isPalindrome(self, x: int) -> bool:
        # Forgets that the minus sign breaks the symmetry.
        s = str(abs(x))
        return s == s[::-1]
