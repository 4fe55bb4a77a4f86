/**
 * @param {number} n
 * @return {boolean}
 */
var isHappy = function (n) {
  const next = (v) => {
    let sum = 0;
    for (; v > 0; v = Math.floor(v / 10)) sum += (v % 10) ** 2;
    return sum;
  };
  let slow = n;
  let fast = next(n);
  while (fast !== 1 && fast !== slow) {
    slow = next(slow);
    fast = next(next(fast));
  }
  return fast === 1;
};
