class Solution:
    def solve(self, board: List[List[str]]) -> None:
        """
        Do not return anything, modify board in-place instead.
        """
        m, n = len(board), len(board[0])
        queue = deque()

        def keep(r, c):
            if 0 <= r < m and 0 <= c < n and board[r][c] == "O":
                board[r][c] = "#"
                queue.append((r, c))

        # Everything an O on the border reaches is safe: mark it "#" with a breadth-first search.
        for r in range(m):
            keep(r, 0)
            keep(r, n - 1)
        for c in range(n):
            keep(0, c)
            keep(m - 1, c)
        while queue:
            r, c = queue.popleft()
            keep(r + 1, c)
            keep(r - 1, c)
            keep(r, c + 1)
            keep(r, c - 1)
        for row in board:
            for c in range(n):
                row[c] = "O" if row[c] == "#" else "X"
