class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found, queens = [], []
        # Lines already covered by a queen: columns, row - col diagonals, row + col anti-diagonals.
        columns, diagonals, anti_diagonals = set(), set(), set()

        def place(row):
            if row == n:
                found.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if col in columns or row - col in diagonals or row + col in anti_diagonals:
                    continue
                columns.add(col)
                diagonals.add(row - col)
                anti_diagonals.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                columns.remove(col)
                diagonals.remove(row - col)
                anti_diagonals.remove(row + col)

        place(0)
        return found
