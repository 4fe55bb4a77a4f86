class Solution:
    def setZeroes(self, matrix: List[List[int]]) -> None:
        """
        Do not return anything, modify matrix in-place instead.
        """
        m, n = len(matrix), len(matrix[0])
        first_row_zero = 0 in matrix[0]
        first_col_zero = any(row[0] == 0 for row in matrix)
        # Mark rows and columns to clear in the first column and the first row.
        for i in range(1, m):
            for j in range(1, n):
                if matrix[i][j] == 0:
                    matrix[i][0] = matrix[0][j] = 0
        for i in range(1, m):
            for j in range(1, n):
                if matrix[i][0] == 0 or matrix[0][j] == 0:
                    matrix[i][j] = 0
        if first_row_zero:
            matrix[0] = [0] * n
        if first_col_zero:
            for row in matrix:
                row[0] = 0
