/**
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
var kClosest = function (points, k) {
  const dist = (p) => p[0] * p[0] + p[1] * p[1];
  // Quickselect: move the k closest points to the front, in any order.
  const a = points;
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = dist(a[lo + Math.floor(Math.random() * (hi - lo + 1))]);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (dist(a[i]) < pivot) i++;
      while (dist(a[j]) > pivot) j--;
      if (i <= j) {
        [a[i], a[j]] = [a[j], a[i]];
        i++;
        j--;
      }
    }
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else break;
  }
  return a.slice(0, k);
};
