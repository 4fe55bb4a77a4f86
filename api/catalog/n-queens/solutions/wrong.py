# Checks columns and the row - col diagonals but forgets the row + col anti-diagonals.
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found, queens = [], []
        columns, diagonals = set(), set()

        def place(row):
            if row == n:
                found.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if col in columns or row - col in diagonals:
                    continue
                columns.add(col)
                diagonals.add(row - col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                columns.remove(col)
                diagonals.remove(row - col)

        place(0)
        return found
