static int byEnd(const void* a, const void* b) {
    return (*(int* const*)a)[1] - (*(int* const*)b)[1];
}

int eraseOverlapIntervals(int** intervals, int intervalsSize, int* intervalsColSize) {
    qsort(intervals, intervalsSize, sizeof(int*), byEnd);
    int removed = 0, lastEnd = INT_MIN;
    for (int i = 0; i < intervalsSize; i++) {
        if (intervals[i][0] >= lastEnd) lastEnd = intervals[i][1];
        else removed++;
    }
    return removed;
}
