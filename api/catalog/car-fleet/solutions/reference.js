/**
 * @param {number} target
 * @param {number[]} position
 * @param {number[]} speed
 * @return {number}
 */
var carFleet = function (target, position, speed) {
  const order = position.map((_, i) => i).sort((a, b) => position[b] - position[a]);
  let fleets = 0;
  let slowest = -1;
  for (const i of order) {
    const time = (target - position[i]) / speed[i];
    if (time > slowest) {
      fleets++;
      slowest = time;
    }
  }
  return fleets;
};
