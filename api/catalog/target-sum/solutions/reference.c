int findTargetSumWays(int* nums, int numsSize, int target) {
    int sum = 0;
    for (int i = 0; i < numsSize; i++) sum += nums[i];
    // The plus-signed numbers must total (sum + target) / 2.
    if (abs(target) > sum || (sum + target) % 2 != 0) return 0;
    int goal = (sum + target) / 2;
    int* ways = calloc(goal + 1, sizeof(int));  // ways[s]: choices of numbers so far that total s
    ways[0] = 1;
    for (int i = 0; i < numsSize; i++)
        for (int s = goal; s >= nums[i]; s--) ways[s] += ways[s - nums[i]];
    int result = ways[goal];
    free(ways);
    return result;
}
