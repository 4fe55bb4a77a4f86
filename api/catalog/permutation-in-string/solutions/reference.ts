function checkInclusion(s1: string, s2: string): boolean {
  const m = s1.length;
  const n = s2.length;
  if (m > n) return false;
  const need: number[] = new Array(26).fill(0);
  const have: number[] = new Array(26).fill(0);
  for (let i = 0; i < m; i++) {
    need[s1.charCodeAt(i) - 97]++;
    have[s2.charCodeAt(i) - 97]++;
  }
  let matches = 0;
  for (let c = 0; c < 26; c++) if (need[c] === have[c]) matches++;
  for (let i = m; i < n; i++) {
    if (matches === 26) return true;
    const enter = s2.charCodeAt(i) - 97;
    const leave = s2.charCodeAt(i - m) - 97;
    if (have[enter] === need[enter]) matches--;
    if (++have[enter] === need[enter]) matches++;
    if (have[leave] === need[leave]) matches--;
    if (--have[leave] === need[leave]) matches++;
  }
  return matches === 26;
};
