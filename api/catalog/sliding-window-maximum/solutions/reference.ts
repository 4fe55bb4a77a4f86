function maxSlidingWindow(nums: number[], k: number): number[] {
  const window = new Array<number>(nums.length); // indices, their values decreasing
  const out: number[] = [];
  let front = 0;
  let back = 0;
  for (let i = 0; i < nums.length; i++) {
    if (front < back && window[front] <= i - k) front++;
    while (front < back && nums[window[back - 1]] <= nums[i]) back--;
    window[back++] = i;
    if (i >= k - 1) out.push(nums[window[front]]);
  }
  return out;
}
