int maxProduct(int* nums, int numsSize) {
    int best = nums[0], high = nums[0], low = nums[0];
    for (int i = 1; i < numsSize; i++) {
        int x = nums[i];
        if (x < 0) {
            int t = high; high = low; low = t;
        }
        high = x > high * x ? x : high * x;
        low = x < low * x ? x : low * x;
        if (high > best) best = high;
    }
    return best;
}
