// Two binary heaps in plain arrays: `low` keeps the smaller half as a max-heap, `high` the
// larger half as a min-heap (stored negated, so both use the same max-heap code).
typedef struct {
    int* low;
    int* high;
    int lowSize;
    int highSize;
} MedianFinder;

static void heapPush(int* heap, int* size, int value) {
    int i = (*size)++;
    heap[i] = value;
    while (i > 0 && heap[(i - 1) / 2] < heap[i]) {
        int parent = (i - 1) / 2, tmp = heap[parent];
        heap[parent] = heap[i];
        heap[i] = tmp;
        i = parent;
    }
}

static int heapPop(int* heap, int* size) {
    int top = heap[0], i = 0;
    heap[0] = heap[--(*size)];
    while (1) {
        int left = 2 * i + 1, right = left + 1, largest = i;
        if (left < *size && heap[left] > heap[largest]) largest = left;
        if (right < *size && heap[right] > heap[largest]) largest = right;
        if (largest == i) break;
        int tmp = heap[largest];
        heap[largest] = heap[i];
        heap[i] = tmp;
        i = largest;
    }
    return top;
}

MedianFinder* medianFinderCreate() {
    MedianFinder* obj = malloc(sizeof(MedianFinder));
    obj->low = malloc(sizeof(int) * 50001);
    obj->high = malloc(sizeof(int) * 50001);
    obj->lowSize = obj->highSize = 0;
    return obj;
}

void medianFinderAddNum(MedianFinder* obj, int num) {
    heapPush(obj->low, &obj->lowSize, num);
    heapPush(obj->high, &obj->highSize, -heapPop(obj->low, &obj->lowSize));
    if (obj->highSize > obj->lowSize)
        heapPush(obj->low, &obj->lowSize, -heapPop(obj->high, &obj->highSize));
}

double medianFinderFindMedian(MedianFinder* obj) {
    if (obj->lowSize > obj->highSize) return obj->low[0];
    return ((double)obj->low[0] - obj->high[0]) / 2.0;
}

void medianFinderFree(MedianFinder* obj) {
    free(obj->low);
    free(obj->high);
    free(obj);
}
