function canCompleteCircuit(gas: number[], cost: number[]): number {
  let total = 0;
  let tank = 0;
  let start = 0;
  for (let i = 0; i < gas.length; i++) {
    total += gas[i] - cost[i];
    tank += gas[i] - cost[i];
    if (tank < 0) {
      // No station from start to i can begin a lap: try the next one.
      start = i + 1;
      tank = 0;
    }
  }
  return total < 0 ? -1 : start;
}
