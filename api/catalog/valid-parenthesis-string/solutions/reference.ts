function checkValidString(s: string): boolean {
  let low = 0; // fewest open brackets the prefix can leave
  let high = 0; // most open brackets the prefix can leave
  for (const ch of s) {
    low += ch === '(' ? 1 : -1;
    high += ch === ')' ? -1 : 1;
    if (high < 0) return false;
    low = Math.max(low, 0);
  }
  return low === 0;
}
