/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static void append(int** out, int* sizes, int* count, int start, int end) {
    out[*count] = malloc(sizeof(int) * 2);
    out[*count][0] = start;
    out[*count][1] = end;
    sizes[*count] = 2;
    (*count)++;
}

int** insert(int** intervals, int intervalsSize, int* intervalsColSize, int* newInterval, int newIntervalSize, int* returnSize, int** returnColumnSizes) {
    int** out = malloc(sizeof(int*) * (intervalsSize + 1));
    *returnColumnSizes = malloc(sizeof(int) * (intervalsSize + 1));
    *returnSize = 0;
    int i = 0;
    while (i < intervalsSize && intervals[i][1] < newInterval[0]) {
        append(out, *returnColumnSizes, returnSize, intervals[i][0], intervals[i][1]);
        i++;
    }
    int start = newInterval[0], end = newInterval[1];
    while (i < intervalsSize && intervals[i][0] <= end) {
        if (intervals[i][0] < start) start = intervals[i][0];
        if (intervals[i][1] > end) end = intervals[i][1];
        i++;
    }
    append(out, *returnColumnSizes, returnSize, start, end);
    for (; i < intervalsSize; i++) append(out, *returnColumnSizes, returnSize, intervals[i][0], intervals[i][1]);
    return out;
}
