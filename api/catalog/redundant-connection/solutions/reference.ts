function findRedundantConnection(edges: number[][]): number[] {
  const parent = Array.from({ length: edges.length + 1 }, (_, i) => i);
  const size = new Array<number>(edges.length + 1).fill(1);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const edge of edges) {
    let a = find(edge[0]);
    let b = find(edge[1]);
    // Already connected: this edge closes the only cycle, and it is the cycle's last edge.
    if (a === b) return edge;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
  }
  return [];
}
