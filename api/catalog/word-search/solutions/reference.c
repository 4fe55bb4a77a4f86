static bool trace(char** board, int m, int n, const char* word, int i, int j) {
    if (i < 0 || j < 0 || i >= m || j >= n || board[i][j] != *word) return false;
    if (word[1] == '\0') return true;
    char saved = board[i][j];
    board[i][j] = '#';  // used on the current path
    bool found = trace(board, m, n, word + 1, i + 1, j) || trace(board, m, n, word + 1, i - 1, j) ||
                 trace(board, m, n, word + 1, i, j + 1) || trace(board, m, n, word + 1, i, j - 1);
    board[i][j] = saved;
    return found;
}

bool exist(char** board, int boardSize, int* boardColSize, char* word) {
    int m = boardSize, n = boardColSize[0], length = strlen(word);
    // Prune: the board must hold enough of every letter; then start from the rarer end.
    int have[128] = {0}, need[128] = {0};
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) have[(int)board[i][j]]++;
    for (int k = 0; k < length; k++)
        if (++need[(int)word[k]] > have[(int)word[k]]) return false;
    char* w = strdup(word);
    if (have[(int)w[length - 1]] < have[(int)w[0]]) {
        for (int a = 0, b = length - 1; a < b; a++, b--) {
            char t = w[a]; w[a] = w[b]; w[b] = t;
        }
    }
    bool found = false;
    for (int i = 0; i < m && !found; i++)
        for (int j = 0; j < n && !found; j++) found = trace(board, m, n, w, i, j);
    free(w);
    return found;
}
