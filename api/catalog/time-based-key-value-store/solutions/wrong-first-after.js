var TimeMap = function () {
  this.history = new Map();
};
TimeMap.prototype.set = function (key, value, timestamp) {
  if (!this.history.has(key)) this.history.set(key, []);
  this.history.get(key).push([timestamp, value]);
};
TimeMap.prototype.get = function (key, timestamp) {
  const entries = this.history.get(key);
  if (!entries) return '';
  let lo = 0;
  let hi = entries.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid][0] < timestamp) lo = mid + 1;
    else hi = mid;
  }
  // Returns the first entry at or after timestamp instead of the last at or before it.
  return entries[lo][0] >= timestamp || lo === entries.length - 1 ? entries[lo][1] : '';
};
