function subsets(nums: number[]): number[][] {
  const result = [];
  const current = [];
  const build = (i) => {
    if (i === nums.length) {
      result.push([...current]);
      return;
    }
    build(i + 1);
    current.push(nums[i]);
    build(i + 1);
    current.pop();
  };
  build(0);
  return result;
};
