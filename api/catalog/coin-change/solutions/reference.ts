function coinChange(coins: number[], amount: number): number {
  const fewest = new Array(amount + 1).fill(Infinity);
  fewest[0] = 0;
  for (const coin of coins) {
    for (let a = coin; a <= amount; a++) fewest[a] = Math.min(fewest[a], fewest[a - coin] + 1);
  }
  return fewest[amount] === Infinity ? -1 : fewest[amount];
};
