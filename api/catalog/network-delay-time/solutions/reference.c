// A binary min-heap of (time, node) pairs ordered by time.
typedef struct {
    int time, node;
} HeapEntry;

static void heapPush(HeapEntry* heap, int* size, HeapEntry e) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2].time > e.time) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static HeapEntry heapPop(HeapEntry* heap, int* size) {
    HeapEntry top = heap[0], last = heap[--(*size)];
    int i = 0;
    while (2 * i + 1 < *size) {
        int child = 2 * i + 1;
        if (child + 1 < *size && heap[child + 1].time < heap[child].time) child++;
        if (heap[child].time >= last.time) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int networkDelayTime(int** times, int timesSize, int* timesColSize, int n, int k) {
    // Outgoing links grouped by source node (counting sort on u).
    int* start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < timesSize; i++) start[times[i][0] + 1]++;
    for (int u = 1; u <= n + 1; u++) start[u] += start[u - 1];
    int* fill = malloc(sizeof(int) * (n + 1));
    for (int u = 0; u <= n; u++) fill[u] = start[u];
    int* target = malloc(sizeof(int) * (timesSize + 1));
    int* weight = malloc(sizeof(int) * (timesSize + 1));
    for (int i = 0; i < timesSize; i++) {
        int slot = fill[times[i][0]]++;
        target[slot] = times[i][1];
        weight[slot] = times[i][2];
    }
    // Dijkstra: the node popped with the smallest time can never be reached sooner.
    int* arrival = malloc(sizeof(int) * (n + 1));
    for (int u = 0; u <= n; u++) arrival[u] = -1;
    HeapEntry* heap = malloc(sizeof(HeapEntry) * (timesSize + 1));
    int size = 0, settled = 0, last = 0;
    heapPush(heap, &size, (HeapEntry){0, k});
    while (size > 0) {
        HeapEntry e = heapPop(heap, &size);
        if (arrival[e.node] != -1) continue;
        arrival[e.node] = e.time;
        settled++;
        last = e.time;
        for (int j = start[e.node]; j < start[e.node + 1]; j++)
            if (arrival[target[j]] == -1) heapPush(heap, &size, (HeapEntry){e.time + weight[j], target[j]});
    }
    free(start);
    free(fill);
    free(target);
    free(weight);
    free(arrival);
    free(heap);
    return settled == n ? last : -1;
}
