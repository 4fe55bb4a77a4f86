# Captures every O that is not itself on the border, ignoring that an inner O stays safe when its
# region reaches the border through other cells.
class Solution:
    def solve(self, board: List[List[str]]) -> None:
        m, n = len(board), len(board[0])
        for r in range(1, m - 1):
            for c in range(1, n - 1):
                board[r][c] = "X"
