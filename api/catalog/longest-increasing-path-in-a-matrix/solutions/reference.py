class Solution:
    def longestIncreasingPath(self, matrix: List[List[int]]) -> int:
        m, n = len(matrix), len(matrix[0])

        def neighbours(r, c):
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n:
                    yield nr, nc

        # out[r][c]: larger neighbours not yet peeled; a cell is peeled once all of them are.
        out = [[0] * n for _ in range(m)]
        layer = []
        for r in range(m):
            for c in range(n):
                out[r][c] = sum(matrix[nr][nc] > matrix[r][c] for nr, nc in neighbours(r, c))
                if out[r][c] == 0:
                    layer.append((r, c))
        layers = 0
        while layer:
            layers += 1
            following = []
            for r, c in layer:
                for nr, nc in neighbours(r, c):
                    if matrix[nr][nc] < matrix[r][c]:
                        out[nr][nc] -= 1
                        if out[nr][nc] == 0:
                            following.append((nr, nc))
            layer = following
        return layers
