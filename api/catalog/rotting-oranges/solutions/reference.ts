function orangesRotting(grid: number[][]): number {
  const m = grid.length;
  const n = grid[0].length;
  let rotten = [];
  let fresh = 0;
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (grid[i][j] === 2) rotten.push([i, j]);
      if (grid[i][j] === 1) fresh++;
    }
  }
  let minutes = 0;
  while (fresh > 0 && rotten.length) {
    minutes++;
    const spread = [];
    for (const [i, j] of rotten) {
      for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
        if (a >= 0 && b >= 0 && a < m && b < n && grid[a][b] === 1) {
          grid[a][b] = 2;
          fresh--;
          spread.push([a, b]);
        }
      }
    }
    rotten = spread;
  }
  return fresh === 0 ? minutes : -1;
};
