/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
typedef struct { int size; int right; } Entry;

static int byLeft(const void* a, const void* b) {
    return (*(int* const*)a)[0] - (*(int* const*)b)[0];
}

static int* queryValues;

static int byQuery(const void* a, const void* b) {
    return queryValues[*(const int*)a] - queryValues[*(const int*)b];
}

static int less(Entry a, Entry b) {
    return a.size < b.size || (a.size == b.size && a.right < b.right);
}

static void push(Entry* heap, int* n, Entry e) {
    int i = (*n)++;
    heap[i] = e;
    while (i > 0 && less(heap[i], heap[(i - 1) / 2])) {
        Entry t = heap[i];
        heap[i] = heap[(i - 1) / 2];
        heap[(i - 1) / 2] = t;
        i = (i - 1) / 2;
    }
}

static void pop(Entry* heap, int* n) {
    heap[0] = heap[--(*n)];
    int i = 0;
    while (1) {
        int m = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < *n && less(heap[l], heap[m])) m = l;
        if (r < *n && less(heap[r], heap[m])) m = r;
        if (m == i) return;
        Entry t = heap[i];
        heap[i] = heap[m];
        heap[m] = t;
        i = m;
    }
}

int* minInterval(int** intervals, int intervalsSize, int* intervalsColSize, int* queries, int queriesSize, int* returnSize) {
    qsort(intervals, intervalsSize, sizeof(int*), byLeft);
    int* order = malloc(sizeof(int) * queriesSize);
    for (int j = 0; j < queriesSize; j++) order[j] = j;
    queryValues = queries;
    qsort(order, queriesSize, sizeof(int), byQuery);
    Entry* heap = malloc(sizeof(Entry) * (intervalsSize + 1));
    int heapSize = 0, i = 0;
    int* answer = malloc(sizeof(int) * queriesSize);
    for (int k = 0; k < queriesSize; k++) {
        int j = order[k], q = queries[j];
        while (i < intervalsSize && intervals[i][0] <= q) {
            Entry e = { intervals[i][1] - intervals[i][0] + 1, intervals[i][1] };
            push(heap, &heapSize, e);
            i++;
        }
        while (heapSize > 0 && heap[0].right < q) pop(heap, &heapSize);
        answer[j] = heapSize ? heap[0].size : -1;
    }
    free(order);
    free(heap);
    *returnSize = queriesSize;
    return answer;
}
