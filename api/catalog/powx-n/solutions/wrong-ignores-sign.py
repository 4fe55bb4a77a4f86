# Raises x to |n| and forgets to take the reciprocal for a negative exponent.
class Solution:
    def myPow(self, x: float, n: int) -> float:
        n = abs(n)
        result = 1.0
        while n:
            if n & 1:
                result *= x
            x *= x
            n >>= 1
        return result
