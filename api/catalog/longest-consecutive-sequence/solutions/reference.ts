function longestConsecutive(nums: number[]): number {
  const present = new Set(nums);
  let best = 0;
  for (const x of present) {
    if (present.has(x - 1)) continue;
    let length = 1;
    while (present.has(x + length)) length++;
    best = Math.max(best, length);
  }
  return best;
};
