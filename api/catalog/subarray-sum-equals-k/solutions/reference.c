// Prefix sums are kept in an open-addressing hash table of counts (at most 2 * 10^4 + 1 of them).
#define SLOTS 65536

int subarraySum(int* nums, int numsSize, int k) {
    int* keys = malloc(sizeof(int) * SLOTS);
    int* counts = calloc(SLOTS, sizeof(int));
    bool* used = calloc(SLOTS, sizeof(bool));
    int prefix = 0, result = 0;
    for (int i = -1; i < numsSize; i++) {
        if (i >= 0) {
            prefix += nums[i];
            int want = prefix - k;
            unsigned h = (unsigned)want * 2654435761u % SLOTS;
            while (used[h] && keys[h] != want) h = (h + 1) % SLOTS;
            if (used[h]) result += counts[h];
        }
        unsigned h = (unsigned)prefix * 2654435761u % SLOTS;
        while (used[h] && keys[h] != prefix) h = (h + 1) % SLOTS;
        used[h] = true;
        keys[h] = prefix;
        counts[h]++;
    }
    free(keys);
    free(counts);
    free(used);
    return result;
}
