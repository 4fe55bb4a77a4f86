class Solution:
    def wallsAndGates(self, rooms: List[List[int]]) -> None:
        """
        Do not return anything, modify rooms in-place instead.
        """
        empty = 2147483647
        m, n = len(rooms), len(rooms[0])
        # One breadth-first search from every gate at once: the first visit is the nearest gate's.
        queue = deque((r, c) for r in range(m) for c in range(n) if rooms[r][c] == 0)
        while queue:
            r, c = queue.popleft()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n and rooms[nr][nc] == empty:
                    rooms[nr][nc] = rooms[r][c] + 1
                    queue.append((nr, nc))
