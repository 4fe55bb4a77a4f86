function permute(nums: number[]): number[][] {
  const result: number[][] = [];
  // Fixes position `start` to each remaining value in turn, then arranges the rest.
  const arrange = (start: number): void => {
    if (start === nums.length) {
      result.push([...nums]);
      return;
    }
    for (let i = start; i < nums.length; i++) {
      [nums[start], nums[i]] = [nums[i], nums[start]];
      arrange(start + 1);
      [nums[start], nums[i]] = [nums[i], nums[start]];
    }
  };
  arrange(0);
  return result;
};
