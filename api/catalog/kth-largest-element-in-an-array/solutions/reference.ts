function findKthLargest(nums: number[], k: number): number {
  const sorted = Int32Array.from(nums).sort();
  return sorted[sorted.length - k];
};
