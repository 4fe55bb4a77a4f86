/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int ascending(const void* a, const void* b) {
    return *(const int*)a - *(const int*)b;
}

int** threeSum(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    qsort(nums, numsSize, sizeof(int), ascending);
    int capacity = 64;
    int** result = malloc(sizeof(int*) * capacity);
    *returnSize = 0;
    for (int i = 0; i < numsSize - 2 && nums[i] <= 0; i++) {
        if (i > 0 && nums[i] == nums[i - 1]) continue;
        int lo = i + 1, hi = numsSize - 1;
        while (lo < hi) {
            int sum = nums[i] + nums[lo] + nums[hi];
            if (sum < 0) {
                lo++;
            } else if (sum > 0) {
                hi--;
            } else {
                if (*returnSize == capacity) {
                    capacity *= 2;
                    result = realloc(result, sizeof(int*) * capacity);
                }
                int* triplet = malloc(sizeof(int) * 3);
                triplet[0] = nums[i];
                triplet[1] = nums[lo];
                triplet[2] = nums[hi];
                result[(*returnSize)++] = triplet;
                while (lo < hi && nums[lo] == nums[lo + 1]) lo++;
                while (lo < hi && nums[hi] == nums[hi - 1]) hi--;
                lo++;
                hi--;
            }
        }
    }
    *returnColumnSizes = malloc(sizeof(int) * (*returnSize > 0 ? *returnSize : 1));
    for (int i = 0; i < *returnSize; i++) (*returnColumnSizes)[i] = 3;
    return result;
}
