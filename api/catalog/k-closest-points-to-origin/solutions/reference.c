/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int distance(int* p) {
    return p[0] * p[0] + p[1] * p[1];
}

static void swap(int** a, int** b) {
    int* t = *a;
    *a = *b;
    *b = t;
}

// heap[0..size) is a max-heap by squared distance: the farthest kept point is heap[0].
static void push(int** heap, int* size, int* point) {
    int i = (*size)++;
    heap[i] = point;
    while (i > 0 && distance(heap[i]) > distance(heap[(i - 1) / 2])) {
        swap(&heap[i], &heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
}

static void popFarthest(int** heap, int* size) {
    heap[0] = heap[--(*size)];
    int i = 0;
    while (1) {
        int top = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < *size && distance(heap[l]) > distance(heap[top])) top = l;
        if (r < *size && distance(heap[r]) > distance(heap[top])) top = r;
        if (top == i) return;
        swap(&heap[i], &heap[top]);
        i = top;
    }
}

int** kClosest(int** points, int pointsSize, int* pointsColSize, int k, int* returnSize, int** returnColumnSizes) {
    int** heap = malloc(sizeof(int*) * (k + 1));
    int size = 0;
    for (int i = 0; i < pointsSize; i++) {
        push(heap, &size, points[i]);
        if (size > k) popFarthest(heap, &size);
    }
    int** closest = malloc(sizeof(int*) * k);
    *returnColumnSizes = malloc(sizeof(int) * k);
    for (int i = 0; i < k; i++) {
        closest[i] = malloc(sizeof(int) * 2);
        closest[i][0] = heap[i][0];
        closest[i][1] = heap[i][1];
        (*returnColumnSizes)[i] = 2;
    }
    free(heap);
    *returnSize = k;
    return closest;
}
