/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
typedef struct Node {
    struct Node* next[26];
    int word;
    int children;
} Node;

static Node* newNode(void) {
    Node* node = calloc(1, sizeof(Node));
    node->word = -1;
    return node;
}

static void dfs(char** board, int m, int n, char** words, int i, int j, Node* parent, char** found,
                int* count) {
    char c = board[i][j];
    if (c == '#') return;
    Node* node = parent->next[c - 'a'];
    if (!node) return;
    if (node->word >= 0) {
        found[(*count)++] = words[node->word];
        node->word = -1;
    }
    board[i][j] = '#';
    if (i > 0) dfs(board, m, n, words, i - 1, j, node, found, count);
    if (i + 1 < m) dfs(board, m, n, words, i + 1, j, node, found, count);
    if (j > 0) dfs(board, m, n, words, i, j - 1, node, found, count);
    if (j + 1 < n) dfs(board, m, n, words, i, j + 1, node, found, count);
    board[i][j] = c;
    if (node->word < 0 && node->children == 0) {
        parent->next[c - 'a'] = NULL;
        parent->children--;
        free(node);
    }
}

static void freeTrie(Node* node) {
    for (int c = 0; c < 26; c++)
        if (node->next[c]) freeTrie(node->next[c]);
    free(node);
}

char** findWords(char** board, int boardSize, int* boardColSize, char** words, int wordsSize, int* returnSize) {
    Node* root = newNode();
    for (int w = 0; w < wordsSize; w++) {
        Node* node = root;
        for (char* p = words[w]; *p; p++) {
            if (!node->next[*p - 'a']) {
                node->next[*p - 'a'] = newNode();
                node->children++;
            }
            node = node->next[*p - 'a'];
        }
        node->word = w;
    }
    char** found = malloc(sizeof(char*) * (wordsSize ? wordsSize : 1));
    *returnSize = 0;
    for (int i = 0; i < boardSize; i++)
        for (int j = 0; j < boardColSize[0]; j++)
            dfs(board, boardSize, boardColSize[0], words, i, j, root, found, returnSize);
    freeTrie(root);
    return found;
}
