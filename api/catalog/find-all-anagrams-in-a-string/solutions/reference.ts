function findAnagrams(s: string, p: string): number[] {
  const n = s.length;
  const m = p.length;
  const result: number[] = [];
  if (m > n) return result;
  // diff[c]: count of c in the window minus count in p; off counts letters with diff != 0.
  const diff: number[] = new Array(26).fill(0);
  for (let i = 0; i < m; i++) {
    diff[s.charCodeAt(i) - 97]++;
    diff[p.charCodeAt(i) - 97]--;
  }
  let off = 0;
  for (let c = 0; c < 26; c++) if (diff[c] !== 0) off++;
  const change = (c: number, delta: number): void => {
    if (diff[c] !== 0) off--;
    diff[c] += delta;
    if (diff[c] !== 0) off++;
  };
  if (off === 0) result.push(0);
  for (let i = m; i < n; i++) {
    change(s.charCodeAt(i) - 97, 1);
    change(s.charCodeAt(i - m) - 97, -1);
    if (off === 0) result.push(i - m + 1);
  }
  return result;
}
