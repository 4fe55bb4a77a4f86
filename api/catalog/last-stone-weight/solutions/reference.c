static void swap(int* a, int* b) {
    int t = *a;
    *a = *b;
    *b = t;
}

// Moves heap[i] down until both children are lighter (a max-heap in heap[0..n)).
static void siftDown(int* heap, int n, int i) {
    while (1) {
        int top = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < n && heap[l] > heap[top]) top = l;
        if (r < n && heap[r] > heap[top]) top = r;
        if (top == i) return;
        swap(&heap[i], &heap[top]);
        i = top;
    }
}

static int popMax(int* heap, int* n) {
    int top = heap[0];
    heap[0] = heap[--(*n)];
    siftDown(heap, *n, 0);
    return top;
}

static void push(int* heap, int* n, int value) {
    int i = (*n)++;
    heap[i] = value;
    while (i > 0 && heap[(i - 1) / 2] < heap[i]) {
        swap(&heap[i], &heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
}

int lastStoneWeight(int* stones, int stonesSize) {
    int n = stonesSize;
    for (int i = n / 2 - 1; i >= 0; i--) siftDown(stones, n, i);
    while (n > 1) {
        int y = popMax(stones, &n);
        int x = popMax(stones, &n);
        if (y > x) push(stones, &n, y - x);
    }
    return n ? stones[0] : 0;
}
