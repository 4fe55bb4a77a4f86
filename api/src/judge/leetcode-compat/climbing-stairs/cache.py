class Solution:
    def climbStairs(self, n: int) -> int:
        @cache
        def ways(i: int) -> int:
            return 1 if i <= 1 else ways(i - 1) + ways(i - 2)
        setrecursionlimit(10000)
        return ways(n)
