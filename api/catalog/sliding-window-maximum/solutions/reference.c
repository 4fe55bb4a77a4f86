/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* maxSlidingWindow(int* nums, int numsSize, int k, int* returnSize) {
    int* window = malloc(sizeof(int) * numsSize);  /* indices, values decreasing */
    int* out = malloc(sizeof(int) * (numsSize - k + 1));
    int front = 0, back = 0, count = 0;
    for (int i = 0; i < numsSize; i++) {
        if (front < back && window[front] <= i - k) front++;
        while (front < back && nums[window[back - 1]] <= nums[i]) back--;
        window[back++] = i;
        if (i >= k - 1) out[count++] = nums[window[front]];
    }
    free(window);
    *returnSize = count;
    return out;
}
