function findCheapestPrice(n: number, flights: number[][], src: number, dst: number, k: number): number {
  // Bellman-Ford for k + 1 rounds: after round i, price holds the cheapest trips of at most
  // i flights. Each round reads the previous prices so it adds only one flight.
  let price = new Array<number>(n).fill(Infinity);
  price[src] = 0;
  for (let round = 0; round <= k; round++) {
    const next = price.slice();
    for (const [from, to, cost] of flights) {
      if (price[from] + cost < next[to]) next[to] = price[from] + cost;
    }
    price = next;
  }
  return price[dst] === Infinity ? -1 : price[dst];
}
