var moveZeroes = function (nums) {
  nums = nums.filter((x) => x !== 0).concat(nums.filter((x) => x === 0));
};
