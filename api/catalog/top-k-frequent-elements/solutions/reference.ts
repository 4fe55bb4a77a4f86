function topKFrequent(nums: number[], k: number): number[] {
  const count = new Map();
  for (const x of nums) count.set(x, (count.get(x) || 0) + 1);
  const buckets = Array.from({ length: nums.length + 1 }, () => []);
  for (const [value, c] of count) buckets[c].push(value);
  const result = [];
  for (let c = nums.length; c > 0 && result.length < k; c--) result.push(...buckets[c]);
  return result.slice(0, k);
};
