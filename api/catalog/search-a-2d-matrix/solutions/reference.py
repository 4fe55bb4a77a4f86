class Solution:
    def searchMatrix(self, matrix: List[List[int]], target: int) -> bool:
        # First the row whose first value is the last one <= target, then a search inside it.
        row = bisect_right([r[0] for r in matrix], target) - 1
        if row < 0:
            return False
        col = bisect_left(matrix[row], target)
        return col < len(matrix[row]) and matrix[row][col] == target
