function carFleet(target: number, position: number[], speed: number[]): number {
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
