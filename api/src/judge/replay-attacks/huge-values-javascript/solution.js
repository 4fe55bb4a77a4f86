var twoSum = function (nums, target) {
  const big = Array.from({ length: 1e6 }, (_, i) => i);
  const grid = Array.from({ length: 100 }, () =>
    Array.from({ length: 100 }, () => new Array(100).fill(7)),
  );
  let deep = [];
  for (let k = 0; k < 1e5; k++) deep = [deep];
  const text = 'z'.repeat(50 << 20);
  const table = new Map(Array.from({ length: 1000 }, (_, i) => [i, 'y'.repeat(1000)]));
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i];
    if (seen.has(target - x)) return [seen.get(target - x), i];
    seen.set(x, i);
  }
  return [];
};
