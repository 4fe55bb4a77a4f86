function lengthOfLongestSubstring(s: string): number {
  const window = new Set();
  let best = 0;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    while (window.has(s[right])) window.delete(s[left++]);
    window.add(s[right]);
    best = Math.max(best, right - left + 1);
  }
  return best;
};
