class Solution:
    def spiralOrder(self, matrix: List[List[int]]) -> List[int]:
        order = []
        rows = [list(row) for row in matrix]
        while rows:
            order += rows.pop(0)
            # Turn the rest a quarter counter-clockwise so its right column becomes the top row.
            rows = [list(row) for row in zip(*rows)][::-1]
        return order
