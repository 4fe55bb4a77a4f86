/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
// Values lie in [-10^4, 10^4], so counts live in a plain array indexed by value + 10^4.
#define OFFSET 10000

int* topKFrequent(int* nums, int numsSize, int k, int* returnSize) {
    int* count = calloc(2 * OFFSET + 1, sizeof(int));
    for (int i = 0; i < numsSize; i++) count[nums[i] + OFFSET]++;
    // Bucket the values by count, from the highest count down.
    int* bucketStart = calloc(numsSize + 2, sizeof(int));
    for (int v = 0; v <= 2 * OFFSET; v++)
        if (count[v]) bucketStart[count[v]]++;
    for (int c = numsSize; c >= 1; c--) bucketStart[c - 1] += bucketStart[c];
    int* order = malloc(sizeof(int) * (2 * OFFSET + 1));
    int* fill = calloc(numsSize + 2, sizeof(int));
    for (int v = 0; v <= 2 * OFFSET; v++) {
        int c = count[v];
        if (c) order[bucketStart[c + 1] + fill[c]++] = v - OFFSET;
    }
    int* result = malloc(sizeof(int) * k);
    for (int i = 0; i < k; i++) result[i] = order[i];
    *returnSize = k;
    free(count);
    free(bucketStart);
    free(order);
    free(fill);
    return result;
}
