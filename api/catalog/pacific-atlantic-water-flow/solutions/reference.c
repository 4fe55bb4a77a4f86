// Breadth-first search uphill from the cells already marked in seen (an ocean's edges): marks
// every cell whose water drains into that ocean. queue has room for m * n cells.
static void climb(int** heights, int m, int n, char* seen, int* queue, int tail) {
    int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int head = 0; head < tail; head++) {
        int r = queue[head] / n, c = queue[head] % n;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= m || nc >= n || seen[nr * n + nc]) continue;
            if (heights[nr][nc] < heights[r][c]) continue;
            seen[nr * n + nc] = 1;
            queue[tail++] = nr * n + nc;
        }
    }
}

static int mark(char* seen, int* queue, int tail, int cell) {
    if (!seen[cell]) {
        seen[cell] = 1;
        queue[tail++] = cell;
    }
    return tail;
}

/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** pacificAtlantic(int** heights, int heightsSize, int* heightsColSize, int* returnSize,
                      int** returnColumnSizes) {
    int m = heightsSize, n = heightsColSize[0];
    char* pacific = calloc(m * n, 1);
    char* atlantic = calloc(m * n, 1);
    int* queue = malloc(sizeof(int) * m * n);
    int tail = 0;
    for (int r = 0; r < m; r++) tail = mark(pacific, queue, tail, r * n);
    for (int c = 0; c < n; c++) tail = mark(pacific, queue, tail, c);
    climb(heights, m, n, pacific, queue, tail);
    tail = 0;
    for (int r = 0; r < m; r++) tail = mark(atlantic, queue, tail, r * n + n - 1);
    for (int c = 0; c < n; c++) tail = mark(atlantic, queue, tail, (m - 1) * n + c);
    climb(heights, m, n, atlantic, queue, tail);

    int count = 0;
    for (int i = 0; i < m * n; i++) count += pacific[i] && atlantic[i];
    int** result = malloc(sizeof(int*) * (count > 0 ? count : 1));
    *returnColumnSizes = malloc(sizeof(int) * (count > 0 ? count : 1));
    *returnSize = 0;
    for (int i = 0; i < m * n; i++) {
        if (pacific[i] && atlantic[i]) {
            int* cell = malloc(sizeof(int) * 2);
            cell[0] = i / n;
            cell[1] = i % n;
            (*returnColumnSizes)[*returnSize] = 2;
            result[(*returnSize)++] = cell;
        }
    }
    free(pacific);
    free(atlantic);
    free(queue);
    return result;
}
