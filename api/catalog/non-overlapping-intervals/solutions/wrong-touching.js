var eraseOverlapIntervals = function (intervals) {
  intervals.sort((a, b) => a[1] - b[1]);
  let removed = 0;
  let lastEnd = -Infinity;
  for (const [start, end] of intervals) {
    if (start > lastEnd) lastEnd = end; // treats touching intervals as overlapping
    else removed++;
  }
  return removed;
};
