/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** subsets(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    int total = 1 << numsSize;
    int** result = malloc(sizeof(int*) * total);
    *returnColumnSizes = malloc(sizeof(int) * total);
    // Bit i of mask says whether nums[i] is in the subset.
    for (int mask = 0; mask < total; mask++) {
        result[mask] = malloc(sizeof(int) * (numsSize > 0 ? numsSize : 1));
        int size = 0;
        for (int i = 0; i < numsSize; i++)
            if (mask >> i & 1) result[mask][size++] = nums[i];
        (*returnColumnSizes)[mask] = size;
    }
    *returnSize = total;
    return result;
}
