int searchInsert(int* nums, int numsSize, int target) {
    // Off by one: the search range stops at the last index, so "after everything" is never found.
    int lo = 0, hi = numsSize - 1;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] < target) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}
