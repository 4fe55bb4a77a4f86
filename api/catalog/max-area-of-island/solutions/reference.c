static int area(int** grid, int m, int n, int i, int j) {
    if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != 1) return 0;
    grid[i][j] = 0;
    return 1 + area(grid, m, n, i + 1, j) + area(grid, m, n, i - 1, j) +
           area(grid, m, n, i, j + 1) + area(grid, m, n, i, j - 1);
}

int maxAreaOfIsland(int** grid, int gridSize, int* gridColSize) {
    int best = 0;
    for (int i = 0; i < gridSize; i++) {
        for (int j = 0; j < gridColSize[i]; j++) {
            if (grid[i][j] == 1) {
                int size = area(grid, gridSize, gridColSize[0], i, j);
                if (size > best) best = size;
            }
        }
    }
    return best;
}
