var TimeMap = function () {
  this.history = new Map();
};

/**
 * @param {string} key
 * @param {string} value
 * @param {number} timestamp
 * @return {void}
 */
TimeMap.prototype.set = function (key, value, timestamp) {
  if (!this.history.has(key)) this.history.set(key, []);
  this.history.get(key).push([timestamp, value]);
};

/**
 * @param {string} key
 * @param {number} timestamp
 * @return {string}
 */
TimeMap.prototype.get = function (key, timestamp) {
  const entries = this.history.get(key);
  if (!entries) return '';
  let lo = 0;
  let hi = entries.length - 1;
  let answer = '';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid][0] <= timestamp) {
      answer = entries[mid][1];
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return answer;
};
