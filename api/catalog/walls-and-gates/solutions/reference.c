void wallsAndGates(int** rooms, int roomsSize, int* roomsColSize) {
    int m = roomsSize, n = roomsColSize[0];
    // One breadth-first search from every gate at once: the first visit is the nearest gate's.
    int* queue = malloc(sizeof(int) * m * n);
    int tail = 0;
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++)
            if (rooms[r][c] == 0) queue[tail++] = r * n + c;
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int head = 0; head < tail; head++) {
        int r = queue[head] / n, c = queue[head] % n;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= m || nc >= n || rooms[nr][nc] != INT_MAX) continue;
            rooms[nr][nc] = rooms[r][c] + 1;
            queue[tail++] = nr * n + nc;
        }
    }
    free(queue);
}
