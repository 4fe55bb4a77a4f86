/**
 * @param {number[][]} triplets
 * @param {number[]} target
 * @return {boolean}
 */
var mergeTriplets = function (triplets, target) {
  const best = [0, 0, 0];
  for (const t of triplets) {
    if (t[0] > target[0] || t[1] > target[1] || t[2] > target[2]) continue;
    for (let k = 0; k < 3; k++) best[k] = Math.max(best[k], t[k]);
  }
  return best[0] === target[0] && best[1] === target[1] && best[2] === target[2];
};
