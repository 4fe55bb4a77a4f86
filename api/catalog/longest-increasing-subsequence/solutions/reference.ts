function lengthOfLIS(nums: number[]): number {
  // best[i]: the longest increasing subsequence ending at index i (O(n^2) is enough here).
  const best = new Array(nums.length).fill(1);
  let longest = 0;
  for (let i = 0; i < nums.length; i++) {
    for (let j = 0; j < i; j++) if (nums[j] < nums[i]) best[i] = Math.max(best[i], best[j] + 1);
    longest = Math.max(longest, best[i]);
  }
  return longest;
};
