function change(amount: number, coins: number[]): number {
  // ways[a]: combinations of the coin types seen so far that make a.
  const ways = new Array<number>(amount + 1).fill(0);
  ways[0] = 1;
  for (const coin of coins) for (let a = coin; a <= amount; a++) ways[a] += ways[a - coin];
  return ways[amount];
}
