function maxCoins(nums: number[]): number {
  const v = [1, ...nums, 1]; // the row with a 1 standing at each end
  const size = v.length;
  // best[l][r]: the most coins from bursting every balloon strictly between l and r.
  const best = Array.from({ length: size }, () => new Int32Array(size));
  for (let gap = 2; gap < size; gap++)
    for (let l = 0; l + gap < size; l++) {
      const r = l + gap;
      let most = 0;
      for (let k = l + 1; k < r; k++) {
        // k is the last balloon burst between l and r.
        const coins = best[l][k] + v[l] * v[k] * v[r] + best[k][r];
        if (coins > most) most = coins;
      }
      best[l][r] = most;
    }
  return best[0][size - 1];
}
