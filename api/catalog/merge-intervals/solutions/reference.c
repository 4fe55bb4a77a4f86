/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int byStart(const void* a, const void* b) {
    const int* x = *(const int* const*)a;
    const int* y = *(const int* const*)b;
    return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

int** merge(int** intervals, int intervalsSize, int* intervalsColSize, int* returnSize, int** returnColumnSizes) {
    qsort(intervals, intervalsSize, sizeof(int*), byStart);
    int** merged = malloc(sizeof(int*) * intervalsSize);
    *returnColumnSizes = malloc(sizeof(int) * intervalsSize);
    int count = 0;
    for (int i = 0; i < intervalsSize; i++) {
        if (count > 0 && intervals[i][0] <= merged[count - 1][1]) {
            if (intervals[i][1] > merged[count - 1][1]) merged[count - 1][1] = intervals[i][1];
        } else {
            merged[count] = malloc(sizeof(int) * 2);
            merged[count][0] = intervals[i][0];
            merged[count][1] = intervals[i][1];
            (*returnColumnSizes)[count] = 2;
            count++;
        }
    }
    *returnSize = count;
    return merged;
}
