class Solution:
    def uniquePaths(self, m: int, n: int) -> int:
        # paths[j]: the number of ways to reach column j of the current row.
        paths = [1] * n
        for _ in range(1, m):
            for j in range(1, n):
                paths[j] += paths[j - 1]
        return paths[n - 1]
