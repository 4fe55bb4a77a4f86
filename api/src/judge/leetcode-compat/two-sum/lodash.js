/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
var twoSum = function(nums, target) {
    const byValue = _.groupBy(_.range(nums.length), (i) => nums[i]);
    for (const [i, x] of nums.entries()) {
        const partner = _.find(byValue[target - x], (j) => j !== i);
        if (partner !== undefined) return [i, partner];
    }
    return [];
};
