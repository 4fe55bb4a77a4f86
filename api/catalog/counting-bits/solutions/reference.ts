function countBits(n: number): number[] {
  const bits: number[] = new Array(n + 1).fill(0);
  // The count of i is the count of i >> 1, already known, plus i's lowest bit.
  for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
  return bits;
}
