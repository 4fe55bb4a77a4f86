static int byStart(const void* a, const void* b) {
    return (*(int* const*)a)[0] - (*(int* const*)b)[0];
}

bool canAttendMeetings(int** intervals, int intervalsSize, int* intervalsColSize) {
    qsort(intervals, intervalsSize, sizeof(int*), byStart);
    for (int i = 1; i < intervalsSize; i++)
        if (intervals[i][0] < intervals[i - 1][1]) return false;
    return true;
}
