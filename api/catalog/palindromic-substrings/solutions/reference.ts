function countSubstrings(s: string): number {
  const n = s.length;
  // isPal[i][j]: s[i..j] is a palindrome; filled from short substrings to long ones.
  const isPal = Array.from({ length: n }, () => new Array(n).fill(false));
  let count = 0;
  for (let length = 1; length <= n; length++) {
    for (let i = 0; i + length <= n; i++) {
      const j = i + length - 1;
      if (s[i] === s[j] && (length <= 2 || isPal[i + 1][j - 1])) {
        isPal[i][j] = true;
        count++;
      }
    }
  }
  return count;
};
