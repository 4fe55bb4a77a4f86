var insert = function (intervals, newInterval) {
  // Appends and sorts, but never merges overlapping intervals.
  return [...intervals, newInterval].sort((a, b) => a[0] - b[0]);
};
