function rob(nums: number[]): number {
  const robRow = (from: number, to: number): number => {
    let skip = 0;
    let take = 0;
    for (let i = from; i <= to; i++) {
      const best = Math.max(take, skip + nums[i]);
      skip = take;
      take = best;
    }
    return take;
  };
  const n = nums.length;
  if (n === 1) return nums[0];
  // The first and last house are neighbours: one of them is left out.
  return Math.max(robRow(0, n - 2), robRow(1, n - 1));
}
