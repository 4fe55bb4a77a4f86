// Marks an unmarked border-connected O as '#' and queues it.
static void keep(char** board, int m, int n, int r, int c, int* queue, int* tail) {
    if (r < 0 || c < 0 || r >= m || c >= n || board[r][c] != 'O') return;
    board[r][c] = '#';
    queue[(*tail)++] = r * n + c;
}

void solve(char** board, int boardSize, int* boardColSize) {
    int m = boardSize, n = boardColSize[0];
    int* queue = malloc(sizeof(int) * m * n);
    int tail = 0;
    for (int r = 0; r < m; r++) {
        keep(board, m, n, r, 0, queue, &tail);
        keep(board, m, n, r, n - 1, queue, &tail);
    }
    for (int c = 0; c < n; c++) {
        keep(board, m, n, 0, c, queue, &tail);
        keep(board, m, n, m - 1, c, queue, &tail);
    }
    for (int head = 0; head < tail; head++) {
        int r = queue[head] / n, c = queue[head] % n;
        keep(board, m, n, r + 1, c, queue, &tail);
        keep(board, m, n, r - 1, c, queue, &tail);
        keep(board, m, n, r, c + 1, queue, &tail);
        keep(board, m, n, r, c - 1, queue, &tail);
    }
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) board[r][c] = board[r][c] == '#' ? 'O' : 'X';
    free(queue);
}
