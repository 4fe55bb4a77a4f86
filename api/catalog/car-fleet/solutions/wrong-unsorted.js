var carFleet = function (target, position, speed) {
  // Walks the cars in input order instead of from the front of the road.
  let fleets = 0;
  let slowest = -1;
  for (let i = position.length - 1; i >= 0; i--) {
    const time = (target - position[i]) / speed[i];
    if (time > slowest) {
      fleets++;
      slowest = time;
    }
  }
  return fleets;
};
