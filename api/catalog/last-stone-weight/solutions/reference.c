static int descending(const void* a, const void* b) {
    return *(const int*)b - *(const int*)a;
}

int lastStoneWeight(int* stones, int stonesSize) {
    // At most 30 stones: keeping the pile sorted by re-sorting each round is plenty.
    int n = stonesSize;
    while (n > 1) {
        qsort(stones, n, sizeof(int), descending);
        int rest = stones[0] - stones[1];
        stones[0] = stones[n - 1];
        stones[1] = stones[n - 2];
        n -= 2;
        if (rest > 0) stones[n++] = rest;
    }
    return n ? stones[0] : 0;
}
