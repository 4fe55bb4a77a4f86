/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function (nums, k) {
  const sorted = Int32Array.from(nums).sort();
  return sorted[sorted.length - k];
};
