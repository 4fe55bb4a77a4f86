function canPartition(nums: number[]): boolean {
  const total = nums.reduce((a, b) => a + b, 0);
  if (total % 2) return false;
  const half = total / 2;
  const reachable = new Array(half + 1).fill(false);
  reachable[0] = true;
  for (const x of nums) for (let s = half; s >= x; s--) if (reachable[s - x]) reachable[s] = true;
  return reachable[half];
};
