typedef struct {
    int* heap;
    int size;
    int k;
} KthLargest;

static void swapInts(int* a, int* b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void siftDown(KthLargest* obj, int i) {
    while (1) {
        int smallest = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < obj->size && obj->heap[l] < obj->heap[smallest]) smallest = l;
        if (r < obj->size && obj->heap[r] < obj->heap[smallest]) smallest = r;
        if (smallest == i) return;
        swapInts(&obj->heap[i], &obj->heap[smallest]);
        i = smallest;
    }
}

int kthLargestAdd(KthLargest* obj, int val) {
    if (obj->size < obj->k) {
        int i = obj->size++;
        obj->heap[i] = val;
        while (i > 0 && obj->heap[(i - 1) / 2] > obj->heap[i]) {
            swapInts(&obj->heap[(i - 1) / 2], &obj->heap[i]);
            i = (i - 1) / 2;
        }
    } else if (val > obj->heap[0]) {
        obj->heap[0] = val;
        siftDown(obj, 0);
    }
    return obj->heap[0];
}

KthLargest* kthLargestCreate(int k, int* nums, int numsSize) {
    KthLargest* obj = malloc(sizeof(KthLargest));
    obj->heap = malloc(sizeof(int) * k);
    obj->size = 0;
    obj->k = k;
    for (int i = 0; i < numsSize; i++) kthLargestAdd(obj, nums[i]);
    return obj;
}

void kthLargestFree(KthLargest* obj) {
    free(obj->heap);
    free(obj);
}

/**
 * Your KthLargest struct will be instantiated and called as such:
 * KthLargest* obj = kthLargestCreate(k, nums, numsSize);
 * int param_1 = kthLargestAdd(obj, val);
 * kthLargestFree(obj);
 */
