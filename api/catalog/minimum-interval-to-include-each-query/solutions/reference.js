/**
 * @param {number[][]} intervals
 * @param {number[]} queries
 * @return {number[]}
 */
var minInterval = function (intervals, queries) {
  intervals.sort((a, b) => a[0] - b[0]);
  const order = queries.map((_, j) => j).sort((a, b) => queries[a] - queries[b]);
  // Binary min-heap of [size, right].
  const heap = [];
  const less = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const push = (e) => {
    heap.push(e);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(heap[i], heap[p])) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const pop = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
    heap[0] = last;
    let i = 0;
    while (true) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l], heap[m])) m = l;
      if (r < heap.length && less(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  const answer = new Array(queries.length);
  let i = 0;
  for (const j of order) {
    const q = queries[j];
    while (i < intervals.length && intervals[i][0] <= q) {
      push([intervals[i][1] - intervals[i][0] + 1, intervals[i][1]]);
      i++;
    }
    while (heap.length && heap[0][1] < q) pop();
    answer[j] = heap.length ? heap[0][0] : -1;
  }
  return answer;
};
