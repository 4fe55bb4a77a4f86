function canJump(nums: number[]): boolean {
  let reach = 0;
  for (let i = 0; i < nums.length && i <= reach; i++) reach = Math.max(reach, i + nums[i]);
  return reach >= nums.length - 1;
};
