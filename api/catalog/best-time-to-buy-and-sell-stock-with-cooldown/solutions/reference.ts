function maxProfit(prices: number[]): number {
  // The best profit ending the day holding a share, having sold today, or free to buy.
  let hold = -prices[0];
  let sold = -Infinity;
  let free = 0;
  for (let i = 1; i < prices.length; i++) {
    const p = prices[i];
    [hold, sold, free] = [Math.max(hold, free - p), hold + p, Math.max(free, sold)];
  }
  return Math.max(sold, free);
}
