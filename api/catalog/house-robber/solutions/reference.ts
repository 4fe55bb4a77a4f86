function rob(nums: number[]): number {
  let skip = 0;
  let take = 0;
  for (const x of nums) [skip, take] = [Math.max(skip, take), skip + x];
  return Math.max(skip, take);
};
