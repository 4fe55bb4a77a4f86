const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
const tmp = new Array(n);

// Merge sort: before merging two sorted halves, count for each left value how many right values
// it more than doubles (a two-pointer sweep), then merge. Counts stay below 2^53.
function sortCount(lo, hi) {
  if (hi - lo <= 1) return 0;
  const mid = (lo + hi) >> 1;
  let count = sortCount(lo, mid) + sortCount(mid, hi);
  let j = mid;
  for (let i = lo; i < mid; i++) {
    while (j < hi && a[i] > 2 * a[j]) j++;
    count += j - mid;
  }
  let i = lo;
  let k = lo;
  j = mid;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (k = lo; k < hi; k++) a[k] = tmp[k];
  return count;
}

console.log(String(sortCount(0, n)));
