function mergeTriplets(triplets: number[][], target: number[]): boolean {
  const best = [0, 0, 0];
  for (const t of triplets) {
    // A triplet that overshoots anywhere can never take part in forming the target.
    if (t[0] > target[0] || t[1] > target[1] || t[2] > target[2]) continue;
    for (let k = 0; k < 3; k++) best[k] = Math.max(best[k], t[k]);
  }
  return best.every((value, k) => value === target[k]);
}
