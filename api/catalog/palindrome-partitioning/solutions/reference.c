/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
typedef struct {
    const char* s;
    int n;
    bool pal[16][16];  // pal[i][j]: s[i..j] reads the same both ways
    int cuts[17];      // cuts[k]: where piece k starts
    char*** lists;
    int* sizes;
    int count, capacity;
} Search;

static void search(Search* p, int start, int depth) {
    if (start == p->n) {
        if (p->count == p->capacity) {
            p->capacity *= 2;
            p->lists = realloc(p->lists, sizeof(char**) * p->capacity);
            p->sizes = realloc(p->sizes, sizeof(int) * p->capacity);
        }
        char** list = malloc(sizeof(char*) * depth);
        for (int k = 0; k < depth; k++) {
            int from = p->cuts[k], to = k + 1 < depth ? p->cuts[k + 1] : p->n;
            list[k] = malloc(to - from + 1);
            memcpy(list[k], p->s + from, to - from);
            list[k][to - from] = '\0';
        }
        p->lists[p->count] = list;
        p->sizes[p->count++] = depth;
        return;
    }
    for (int end = start; end < p->n; end++) {
        if (!p->pal[start][end]) continue;
        p->cuts[depth] = start;
        search(p, end + 1, depth + 1);
    }
}

char*** partition(char* s, int* returnSize, int** returnColumnSizes) {
    Search* p = calloc(1, sizeof(Search));
    p->s = s;
    p->n = strlen(s);
    for (int i = p->n - 1; i >= 0; i--)
        for (int j = i; j < p->n; j++)
            p->pal[i][j] = s[i] == s[j] && (j - i < 2 || p->pal[i + 1][j - 1]);
    p->capacity = 16;
    p->lists = malloc(sizeof(char**) * p->capacity);
    p->sizes = malloc(sizeof(int) * p->capacity);
    search(p, 0, 0);
    char*** lists = p->lists;
    *returnSize = p->count;
    *returnColumnSizes = p->sizes;
    free(p);
    return lists;
}
