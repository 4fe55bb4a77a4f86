# Only considers routes that move right or down, so a cheaper route that doubles back up or left
# (around a high wall) is never found.
class Solution:
    def swimInWater(self, grid: List[List[int]]) -> int:
        n = len(grid)
        best = [[0] * n for _ in range(n)]
        for r in range(n):
            for c in range(n):
                before = []
                if r > 0:
                    before.append(best[r - 1][c])
                if c > 0:
                    before.append(best[r][c - 1])
                best[r][c] = max(grid[r][c], min(before)) if before else grid[r][c]
        return best[n - 1][n - 1]
