/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
static void build(int n, int open, int close, char* current, int length, char*** result, int* count, int* capacity) {
    if (length == 2 * n) {
        if (*count == *capacity) *result = realloc(*result, sizeof(char*) * (*capacity *= 2));
        (*result)[*count] = malloc(2 * n + 1);
        memcpy((*result)[*count], current, 2 * n);
        (*result)[(*count)++][2 * n] = '\0';
        return;
    }
    if (open < n) {
        current[length] = '(';
        build(n, open + 1, close, current, length + 1, result, count, capacity);
    }
    if (close < open) {
        current[length] = ')';
        build(n, open, close + 1, current, length + 1, result, count, capacity);
    }
}

char** generateParenthesis(int n, int* returnSize) {
    int capacity = 16;
    char** result = malloc(sizeof(char*) * capacity);
    char current[17];
    *returnSize = 0;
    build(n, 0, 0, current, 0, &result, returnSize, &capacity);
    return result;
}
