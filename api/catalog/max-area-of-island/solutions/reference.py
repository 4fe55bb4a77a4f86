class Solution:
    def maxAreaOfIsland(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        best = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] != 1:
                    continue
                # Iterative fill: a snake-shaped island would exceed Python's recursion limit.
                grid[i][j] = 0
                stack = [(i, j)]
                size = 0
                while stack:
                    r, c = stack.pop()
                    size += 1
                    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                        if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] == 1:
                            grid[nr][nc] = 0
                            stack.append((nr, nc))
                best = max(best, size)
        return best
