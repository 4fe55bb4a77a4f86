int orangesRotting(int** grid, int gridSize, int* gridColSize) {
    int m = gridSize, n = gridColSize[0], fresh = 0, head = 0, tail = 0;
    int* queue = malloc(sizeof(int) * m * n);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            if (grid[i][j] == 2) queue[tail++] = i * n + j;
            if (grid[i][j] == 1) fresh++;
        }
    int minutes = 0, steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (fresh > 0 && head < tail) {
        minutes++;
        for (int end = tail; head < end; head++) {
            int i = queue[head] / n, j = queue[head] % n;
            for (int d = 0; d < 4; d++) {
                int a = i + steps[d][0], b = j + steps[d][1];
                if (a >= 0 && b >= 0 && a < m && b < n && grid[a][b] == 1) {
                    grid[a][b] = 2;
                    fresh--;
                    queue[tail++] = a * n + b;
                }
            }
        }
    }
    free(queue);
    return fresh == 0 ? minutes : -1;
}
