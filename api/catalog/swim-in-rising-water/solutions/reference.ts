function swimInWater(grid: number[][]): number {
  const n = grid.length;
  // A binary min-heap of [route maximum, row, column] entries.
  const heap: number[][] = [];
  const push = (entry: number[]) => {
    let i = heap.length;
    heap.push(entry);
    while (i > 0 && heap[(i - 1) >> 1][0] > entry[0]) {
      heap[i] = heap[(i - 1) >> 1];
      i = (i - 1) >> 1;
    }
    heap[i] = entry;
  };
  const pop = (): number[] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      let i = 0;
      while (2 * i + 1 < heap.length) {
        let child = 2 * i + 1;
        if (child + 1 < heap.length && heap[child + 1][0] < heap[child][0]) child++;
        if (heap[child][0] >= last[0]) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  };
  // Dijkstra where a route costs its highest cell: the first time a cell is popped, its route
  // maximum is the least possible.
  const settled = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  push([grid[0][0], 0, 0]);
  while (heap.length) {
    const [level, r, c] = pop();
    if (settled[r][c]) continue;
    settled[r][c] = true;
    if (r === n - 1 && c === n - 1) return level;
    for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      if (nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr][nc]) continue;
      push([Math.max(level, grid[nr][nc]), nr, nc]);
    }
  }
  return -1;
}
