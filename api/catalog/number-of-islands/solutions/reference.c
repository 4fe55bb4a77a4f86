static void sink(char** grid, int m, int n, int i, int j) {
    if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != '1') return;
    grid[i][j] = '0';
    sink(grid, m, n, i + 1, j);
    sink(grid, m, n, i - 1, j);
    sink(grid, m, n, i, j + 1);
    sink(grid, m, n, i, j - 1);
}

int numIslands(char** grid, int gridSize, int* gridColSize) {
    int islands = 0;
    for (int i = 0; i < gridSize; i++) {
        for (int j = 0; j < gridColSize[i]; j++) {
            if (grid[i][j] == '1') {
                islands++;
                sink(grid, gridSize, gridColSize[0], i, j);
            }
        }
    }
    return islands;
}
