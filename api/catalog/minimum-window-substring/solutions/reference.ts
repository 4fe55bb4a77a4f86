function minWindow(s: string, t: string): string {
  const need = new Array<number>(128).fill(0);
  for (const c of t) need[c.charCodeAt(0)]++;
  let missing = t.length;
  let left = 0;
  let bestStart = 0;
  let bestLength = Infinity;
  for (let right = 0; right < s.length; right++) {
    if (need[s.charCodeAt(right)]-- > 0) missing--;
    while (missing === 0) {
      if (right - left + 1 < bestLength) {
        bestLength = right - left + 1;
        bestStart = left;
      }
      if (++need[s.charCodeAt(left++)] > 0) missing++;
    }
  }
  return bestLength === Infinity ? '' : s.slice(bestStart, bestStart + bestLength);
}
