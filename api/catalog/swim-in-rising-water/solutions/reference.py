class Solution:
    def swimInWater(self, grid: List[List[int]]) -> int:
        n = len(grid)
        # Dijkstra where a route costs its highest cell: the first time a cell is popped, its
        # route maximum is the least possible.
        settled = [[False] * n for _ in range(n)]
        heap = [(grid[0][0], 0, 0)]
        while heap:
            level, r, c = heapq.heappop(heap)
            if settled[r][c]:
                continue
            settled[r][c] = True
            if r == n - 1 and c == n - 1:
                return level
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < n and not settled[nr][nc]:
                    heapq.heappush(heap, (max(level, grid[nr][nc]), nr, nc))
        return -1
