# Correct, but counts the paths one by one by recursion: about 4 * 10^9 calls on the largest grids.
# (GCC turns the same C++ recursion into ~1.2 s of work, too close to the limit to prove anything.)
class Solution:
    def uniquePaths(self, m: int, n: int) -> int:
        if m == 1 or n == 1:
            return 1
        return self.uniquePaths(m - 1, n) + self.uniquePaths(m, n - 1)
