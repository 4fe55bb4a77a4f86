/**
 * @param {number[]} nums
 * @return {number}
 */
var maxSubArray = function(nums) {
    let best = nums[0], current = 0;
    for (const x of nums) {
        current = Math.max(x, current + x);
        best = Math.max(best, current);
    }
    return best;
};
