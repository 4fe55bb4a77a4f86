# Forgets that a ring can be a single row or column, so such rings are read twice.
class Solution:
    def spiralOrder(self, matrix: List[List[int]]) -> List[int]:
        order = []
        top, bottom, left, right = 0, len(matrix) - 1, 0, len(matrix[0]) - 1
        while top <= bottom and left <= right:
            order += [matrix[top][j] for j in range(left, right + 1)]
            order += [matrix[i][right] for i in range(top + 1, bottom + 1)]
            order += [matrix[bottom][j] for j in range(right - 1, left - 1, -1)]
            order += [matrix[i][left] for i in range(bottom - 1, top, -1)]
            top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
        return order
