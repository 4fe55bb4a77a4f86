/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function (nums, k) {
  const window = new Array(nums.length); // indices, their values decreasing
  const out = [];
  let front = 0;
  let back = 0;
  for (let i = 0; i < nums.length; i++) {
    if (front < back && window[front] <= i - k) front++;
    while (front < back && nums[window[back - 1]] <= nums[i]) back--;
    window[back++] = i;
    if (i >= k - 1) out.push(nums[window[front]]);
  }
  return out;
};
