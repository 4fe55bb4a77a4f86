static int compareInts(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    return (x > y) - (x < y);
}

bool containsDuplicate(int* nums, int numsSize) {
    /* C has no hash set: sorting puts equal values side by side. */
    qsort(nums, numsSize, sizeof(int), compareInts);
    for (int i = 1; i < numsSize; i++)
        if (nums[i] == nums[i - 1]) return true;
    return false;
}
