int jump(int* nums, int numsSize) {
    int jumps = 0, end = 0, furthest = 0;
    for (int i = 0; i + 1 < numsSize; i++) {
        if (i + nums[i] > furthest) furthest = i + nums[i];
        if (i == end) {  // every index reachable with `jumps` jumps has been seen
            jumps++;
            end = furthest;
        }
    }
    return jumps;
}
