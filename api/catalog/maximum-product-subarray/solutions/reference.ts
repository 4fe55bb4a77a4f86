function maxProduct(nums: number[]): number {
  let best = nums[0];
  let high = nums[0];
  let low = nums[0];
  for (let i = 1; i < nums.length; i++) {
    const x = nums[i];
    const candidates = [x, high * x, low * x];
    high = Math.max(...candidates);
    low = Math.min(...candidates);
    best = Math.max(best, high);
  }
  return best;
};
