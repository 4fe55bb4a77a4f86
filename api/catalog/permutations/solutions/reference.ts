function permute(nums: number[]): number[][] {
  const result = [];
  const current = [];
  const used = new Array(nums.length).fill(false);
  const build = () => {
    if (current.length === nums.length) {
      result.push([...current]);
      return;
    }
    for (let i = 0; i < nums.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      current.push(nums[i]);
      build();
      current.pop();
      used[i] = false;
    }
  };
  build();
  return result;
};
