# Counts rounds of the search instead of minutes: the last round, which rots nothing, is counted too.
class Solution:
    def orangesRotting(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        rotten = [(i, j) for i in range(m) for j in range(n) if grid[i][j] == 2]
        fresh = sum(row.count(1) for row in grid)
        minutes = 0
        while rotten:
            spread = []
            for i, j in rotten:
                for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                    if 0 <= a < m and 0 <= b < n and grid[a][b] == 1:
                        grid[a][b] = 2
                        fresh -= 1
                        spread.append((a, b))
            rotten = spread
            minutes += 1
        return -1 if fresh else minutes
