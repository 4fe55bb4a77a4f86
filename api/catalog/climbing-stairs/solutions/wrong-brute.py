class Solution:
    def climbStairs(self, n: int) -> int:
        # Plain recursion without memoization: about 1.6^n calls, far too slow for n near 45.
        if n <= 1:
            return 1
        return self.climbStairs(n - 1) + self.climbStairs(n - 2)
