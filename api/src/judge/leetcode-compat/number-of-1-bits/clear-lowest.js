// Clears the lowest set bit until nothing is left. Written for LeetCode's signed n: on an
// unsigned value above 2^31 the number would turn negative and this loop would never end.
var hammingWeight = function (n) {
  let ones = 0;
  while (n !== 0) {
    n &= n - 1;
    ones++;
  }
  return ones;
};
