function findAnagrams(s: string, p: string): number[] {
  const m = p.length;
  const need = new Array(26).fill(0);
  const window = new Array(26).fill(0);
  for (const c of p) need[c.charCodeAt(0) - 97]++;
  const result = [];
  for (let i = 0; i < s.length; i++) {
    window[s.charCodeAt(i) - 97]++;
    if (i >= m) window[s.charCodeAt(i - m) - 97]--;
    if (i >= m - 1 && window.every((count, c) => count === need[c])) result.push(i - m + 1);
  }
  return result;
};
