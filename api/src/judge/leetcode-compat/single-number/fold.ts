function singleNumber(nums: number[]): number {
    return nums.reduce((acc: number, x: number) => acc ^ x, 0);
};
