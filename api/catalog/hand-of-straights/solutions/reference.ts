function isNStraightHand(hand: number[], groupSize: number): boolean {
  if (hand.length % groupSize !== 0) return false;
  const count = new Map<number, number>();
  for (const card of hand) count.set(card, (count.get(card) ?? 0) + 1);
  const values = [...count.keys()].sort((a, b) => a - b);
  for (const value of values) {
    const runs = count.get(value)!;
    if (runs === 0) continue;
    // Every remaining copy of the smallest value must start a run.
    for (let next = value + 1; next < value + groupSize; next++) {
      const have = count.get(next) ?? 0;
      if (have < runs) return false;
      count.set(next, have - runs);
    }
  }
  return true;
}
