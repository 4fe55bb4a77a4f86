/**
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
var insert = function (intervals, newInterval) {
  const merged = [];
  let i = 0;
  while (i < intervals.length && intervals[i][1] < newInterval[0]) merged.push(intervals[i++]);
  let [start, end] = newInterval;
  while (i < intervals.length && intervals[i][0] <= end) {
    start = Math.min(start, intervals[i][0]);
    end = Math.max(end, intervals[i][1]);
    i++;
  }
  merged.push([start, end]);
  while (i < intervals.length) merged.push(intervals[i++]);
  return merged;
};
