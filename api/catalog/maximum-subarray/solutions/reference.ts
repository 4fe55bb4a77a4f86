function maxSubArray(nums: number[]): number {
    let best = nums[0], current = 0;
    for (const x of nums) {
        current = Math.max(x, current + x);
        best = Math.max(best, current);
    }
    return best;
};
