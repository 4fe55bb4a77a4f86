const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const m = data[1];
const h = data.slice(2, 2 + n);
let lo = 0;
let hi = Math.max(...h);
// Sums stay below 2^53 (at most 2 * 10^13), so plain numbers are exact.
while (lo < hi) {
  const mid = Math.floor((lo + hi + 1) / 2);
  let total = 0;
  for (const x of h) if (x > mid) total += x - mid;
  if (total >= m) lo = mid;
  else hi = mid - 1;
}
console.log(String(lo));
