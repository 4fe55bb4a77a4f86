int rob(int* nums, int numsSize) {
    int skip = 0, take = 0;  // best totals so far without / with the previous house
    for (int i = 0; i < numsSize; i++) {
        int newTake = skip + nums[i];
        skip = skip > take ? skip : take;
        take = newTake;
    }
    return skip > take ? skip : take;
}
