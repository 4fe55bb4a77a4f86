int lengthOfLIS(int* nums, int numsSize) {
    // tails[k]: the smallest last element of an increasing subsequence of length k + 1.
    int* tails = malloc(sizeof(int) * numsSize);
    int length = 0;
    for (int i = 0; i < numsSize; i++) {
        int lo = 0, hi = length;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (tails[mid] < nums[i]) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = nums[i];
        if (lo == length) length++;
    }
    free(tails);
    return length;
}
