function longestPalindrome(s: string): string {
  let best = s[0];
  const grow = (left, right) => {
    while (left >= 0 && right < s.length && s[left] === s[right]) {
      left--;
      right++;
    }
    if (right - left - 1 > best.length) best = s.slice(left + 1, right);
  };
  for (let i = 0; i < s.length; i++) {
    grow(i, i);
    grow(i, i + 1);
  }
  return best;
};
