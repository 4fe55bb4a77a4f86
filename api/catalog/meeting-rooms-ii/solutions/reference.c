static int ascending(const void* a, const void* b) {
    return *(const int*)a - *(const int*)b;
}

int minMeetingRooms(int** intervals, int intervalsSize, int* intervalsColSize) {
    int* starts = malloc(sizeof(int) * intervalsSize);
    int* ends = malloc(sizeof(int) * intervalsSize);
    for (int i = 0; i < intervalsSize; i++) {
        starts[i] = intervals[i][0];
        ends[i] = intervals[i][1];
    }
    qsort(starts, intervalsSize, sizeof(int), ascending);
    qsort(ends, intervalsSize, sizeof(int), ascending);
    int rooms = 0, e = 0;
    for (int i = 0; i < intervalsSize; i++) {
        if (starts[i] >= ends[e]) e++;
        else rooms++;
    }
    free(starts);
    free(ends);
    return rooms;
}
