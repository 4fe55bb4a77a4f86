# Treats it like a grid walk that only goes right or down, so paths that turn up or left are missed.
class Solution:
    def longestIncreasingPath(self, matrix: List[List[int]]) -> int:
        m, n = len(matrix), len(matrix[0])
        best = [[1] * n for _ in range(m)]
        for r in range(m - 1, -1, -1):
            for c in range(n - 1, -1, -1):
                if r + 1 < m and matrix[r + 1][c] > matrix[r][c]:
                    best[r][c] = max(best[r][c], 1 + best[r + 1][c])
                if c + 1 < n and matrix[r][c + 1] > matrix[r][c]:
                    best[r][c] = max(best[r][c], 1 + best[r][c + 1])
        return max(max(row) for row in best)
