/**
 * @param {number[]} nums
 * @return {boolean}
 */
var canJump = function (nums) {
  let reach = 0;
  for (let i = 0; i < nums.length && i <= reach; i++) reach = Math.max(reach, i + nums[i]);
  return reach >= nums.length - 1;
};
