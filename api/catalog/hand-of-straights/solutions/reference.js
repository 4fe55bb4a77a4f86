/**
 * @param {number[]} hand
 * @param {number} groupSize
 * @return {boolean}
 */
var isNStraightHand = function (hand, groupSize) {
  if (hand.length % groupSize !== 0) return false;
  const count = new Map();
  for (const card of hand) count.set(card, (count.get(card) ?? 0) + 1);
  const values = [...count.keys()].sort((a, b) => a - b);
  for (const value of values) {
    const runs = count.get(value);
    if (runs === 0) continue;
    for (let next = value + 1; next < value + groupSize; next++) {
      const have = count.get(next) ?? 0;
      if (have < runs) return false;
      count.set(next, have - runs);
    }
  }
  return true;
};
