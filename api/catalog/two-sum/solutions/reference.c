/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
typedef struct { long long key; int index; } Entry;

static int compareEntries(const void* a, const void* b) {
    const Entry* x = a;
    const Entry* y = b;
    return (x->key > y->key) - (x->key < y->key);
}

int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    Entry* entries = malloc(sizeof(Entry) * numsSize);
    for (int i = 0; i < numsSize; i++) {
        entries[i].key = nums[i];
        entries[i].index = i;
    }
    qsort(entries, numsSize, sizeof(Entry), compareEntries);
    int lo = 0, hi = numsSize - 1;
    int* result = malloc(sizeof(int) * 2);
    *returnSize = 0;
    while (lo < hi) {
        long long sum = entries[lo].key + entries[hi].key;
        if (sum == target) {
            int a = entries[lo].index, b = entries[hi].index;
            result[0] = a < b ? a : b;
            result[1] = a < b ? b : a;
            *returnSize = 2;
            break;
        }
        if (sum < target) lo++;
        else hi--;
    }
    free(entries);
    return result;
}
