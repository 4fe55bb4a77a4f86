class Solution:
    def myPow(self, x: float, n: int) -> float:
        if n < 0:
            x, n = 1 / x, -n
        result = 1.0
        while n:
            if n & 1:
                result *= x
            x *= x  # x^1, x^2, x^4, ... one per binary digit of n
            n >>= 1
        return result
