int maxSubArray(int* nums, int numsSize) {
    int best = nums[0], current = 0;
    for (int i = 0; i < numsSize; i++) {
        current = current > 0 ? current + nums[i] : nums[i];
        if (current > best) best = current;
    }
    return best;
}
