// House Robber on the straight street nums[from..to].
static int robRow(int* nums, int from, int to) {
    int skip = 0, take = 0;
    for (int i = from; i <= to; i++) {
        int best = skip + nums[i] > take ? skip + nums[i] : take;
        skip = take;
        take = best;
    }
    return take;
}

int rob(int* nums, int numsSize) {
    if (numsSize == 1) return nums[0];
    // The first and last house are neighbours: one of them is left out.
    int a = robRow(nums, 0, numsSize - 2), b = robRow(nums, 1, numsSize - 1);
    return a > b ? a : b;
}
