/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* partitionLabels(char* s, int* returnSize) {
    int n = strlen(s);
    int last[26] = {0};
    for (int i = 0; i < n; i++) last[s[i] - 'a'] = i;
    int* sizes = malloc(sizeof(int) * n);
    *returnSize = 0;
    int start = 0, end = 0;
    for (int i = 0; i < n; i++) {
        if (last[s[i] - 'a'] > end) end = last[s[i] - 'a'];
        if (i == end) {
            sizes[(*returnSize)++] = end - start + 1;
            start = i + 1;
        }
    }
    return sizes;
}
