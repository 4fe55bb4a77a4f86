/**
 * @param {number[]} cost
 * @return {number}
 */
var minCostClimbingStairs = function (cost) {
  // before, last: the cheapest way to stand on the two most recent steps, their price paid.
  let before = cost[0];
  let last = cost[1];
  for (let i = 2; i < cost.length; i++) {
    const here = cost[i] + Math.min(before, last);
    before = last;
    last = here;
  }
  return Math.min(before, last);
};
