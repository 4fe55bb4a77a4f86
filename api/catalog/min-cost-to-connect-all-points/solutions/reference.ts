function minCostConnectPoints(points: number[][]): number {
  // Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
  const n = points.length;
  const cost = new Array<number>(n).fill(Infinity);
  const inTree = new Array<boolean>(n).fill(false);
  cost[0] = 0;
  let total = 0;
  for (let round = 0; round < n; round++) {
    let next = -1;
    for (let i = 0; i < n; i++) {
      if (!inTree[i] && (next === -1 || cost[i] < cost[next])) next = i;
    }
    inTree[next] = true;
    total += cost[next];
    const [x, y] = points[next];
    for (let i = 0; i < n; i++) {
      if (inTree[i]) continue;
      const d = Math.abs(points[i][0] - x) + Math.abs(points[i][1] - y);
      if (d < cost[i]) cost[i] = d;
    }
  }
  return total;
}
