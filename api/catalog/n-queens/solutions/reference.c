/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
typedef struct {
    int n;
    int queens[9];  // queens[row]: the queen's column
    bool column[9], diagonal[17], antiDiagonal[17];
    char*** boards;
    int count, capacity;
} Search;

static void place(Search* s, int row) {
    int n = s->n;
    if (row == n) {
        if (s->count == s->capacity) {
            s->capacity *= 2;
            s->boards = realloc(s->boards, sizeof(char**) * s->capacity);
        }
        char** board = malloc(sizeof(char*) * n);
        for (int r = 0; r < n; r++) {
            board[r] = malloc(n + 1);
            memset(board[r], '.', n);
            board[r][s->queens[r]] = 'Q';
            board[r][n] = '\0';
        }
        s->boards[s->count++] = board;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (s->column[col] || s->diagonal[row - col + n - 1] || s->antiDiagonal[row + col]) continue;
        s->column[col] = s->diagonal[row - col + n - 1] = s->antiDiagonal[row + col] = true;
        s->queens[row] = col;
        place(s, row + 1);
        s->column[col] = s->diagonal[row - col + n - 1] = s->antiDiagonal[row + col] = false;
    }
}

char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes) {
    Search* s = calloc(1, sizeof(Search));
    s->n = n;
    s->capacity = 16;
    s->boards = malloc(sizeof(char**) * s->capacity);
    place(s, 0);
    char*** boards = s->boards;
    *returnSize = s->count;
    *returnColumnSizes = malloc(sizeof(int) * (s->count > 0 ? s->count : 1));
    for (int i = 0; i < s->count; i++) (*returnColumnSizes)[i] = n;
    free(s);
    return boards;
}
