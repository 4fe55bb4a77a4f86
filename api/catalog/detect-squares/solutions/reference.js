var DetectSquares = function () {
  this.counts = new Map(); // x * 1001 + y -> copies added
};

/**
 * @param {number[]} point
 * @return {void}
 */
DetectSquares.prototype.add = function (point) {
  const key = point[0] * 1001 + point[1];
  this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
};

/**
 * @param {number[]} point
 * @return {number}
 */
DetectSquares.prototype.count = function (point) {
  const [qx, qy] = point;
  const copies = (x, y) => this.counts.get(x * 1001 + y) ?? 0;
  let total = 0;
  for (const [key, n] of this.counts) {
    const x = Math.floor(key / 1001);
    const y = key % 1001;
    if (x === qx || Math.abs(x - qx) !== Math.abs(y - qy)) continue;
    total += n * copies(qx, y) * copies(x, qy);
  }
  return total;
};

/**
 * Your DetectSquares object will be instantiated and called as such:
 * var obj = new DetectSquares()
 * obj.add(point)
 * var param_2 = obj.count(point)
 */
