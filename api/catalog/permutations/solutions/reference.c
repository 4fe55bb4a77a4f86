/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static void arrange(int* nums, int n, int start, int** result, int* count) {
    if (start == n) {
        result[*count] = malloc(sizeof(int) * n);
        memcpy(result[*count], nums, sizeof(int) * n);
        (*count)++;
        return;
    }
    for (int i = start; i < n; i++) {
        int t = nums[start]; nums[start] = nums[i]; nums[i] = t;
        arrange(nums, n, start + 1, result, count);
        t = nums[start]; nums[start] = nums[i]; nums[i] = t;
    }
}

int** permute(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    int total = 1;
    for (int i = 2; i <= numsSize; i++) total *= i;
    int** result = malloc(sizeof(int*) * total);
    *returnSize = 0;
    arrange(nums, numsSize, 0, result, returnSize);
    *returnColumnSizes = malloc(sizeof(int) * total);
    for (int i = 0; i < total; i++) (*returnColumnSizes)[i] = numsSize;
    return result;
}
