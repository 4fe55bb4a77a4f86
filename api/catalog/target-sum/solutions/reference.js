/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number}
 */
var findTargetSumWays = function (nums, target) {
  const sum = nums.reduce((a, b) => a + b, 0);
  // The plus-signed numbers must total (sum + target) / 2.
  if (Math.abs(target) > sum || (sum + target) % 2 !== 0) return 0;
  const goal = (sum + target) / 2;
  const ways = new Array(goal + 1).fill(0); // ways[s]: choices of numbers so far that total s
  ways[0] = 1;
  for (const x of nums) for (let s = goal; s >= x; s--) ways[s] += ways[s - x];
  return ways[goal];
};
