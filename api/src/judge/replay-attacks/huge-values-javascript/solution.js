var twoSum = function (nums, target) {
  let deep = [];
  for (let k = 0; k < 1e4; k++) deep = [deep];
  const big = new Array(1e6).fill(1);
  const grid = new Array(100).fill(new Array(100).fill(new Array(100).fill(7)));
  const text = 'z'.repeat(50 << 20);
  const table = new Map(Object.entries(new Array(1000).fill('y'.repeat(1000))));
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i];
    if (seen.has(target - x)) return [seen.get(target - x), i];
    seen.set(x, i);
  }
  return [];
};
