static int compareInts(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    return (x > y) - (x < y);
}

bool isNStraightHand(int* hand, int handSize, int groupSize) {
    if (handSize % groupSize != 0) return false;
    qsort(hand, handSize, sizeof(int), compareInts);
    // Distinct values in ascending order with their counts.
    int* values = malloc(sizeof(int) * handSize);
    int* counts = malloc(sizeof(int) * handSize);
    int distinct = 0;
    for (int i = 0; i < handSize; i++) {
        if (distinct > 0 && values[distinct - 1] == hand[i]) {
            counts[distinct - 1]++;
        } else {
            values[distinct] = hand[i];
            counts[distinct++] = 1;
        }
    }
    bool ok = true;
    for (int i = 0; i < distinct && ok; i++) {
        int runs = counts[i];
        if (runs == 0) continue;
        for (int k = 1; k < groupSize; k++) {
            int j = i + k;
            if (j >= distinct || values[j] != values[i] + k || counts[j] < runs) {
                ok = false;
                break;
            }
            counts[j] -= runs;
        }
    }
    free(values);
    free(counts);
    return ok;
}
