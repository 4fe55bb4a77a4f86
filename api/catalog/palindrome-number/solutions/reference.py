class Solution:
    def isPalindrome(self, x: int) -> bool:
        # A negative number, or a positive one ending in 0, cannot read the same backwards.
        if x < 0 or (x % 10 == 0 and x != 0):
            return False
        # Reverse only the lower half of the digits, without any string.
        reversed_half = 0
        while x > reversed_half:
            reversed_half = reversed_half * 10 + x % 10
            x //= 10
        return x == reversed_half or x == reversed_half // 10
