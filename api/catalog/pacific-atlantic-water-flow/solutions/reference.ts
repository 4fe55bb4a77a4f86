function pacificAtlantic(heights: number[][]): number[][] {
  const m = heights.length;
  const n = heights[0].length;
  // Breadth-first search uphill from an ocean's edge cells: marks every cell that drains into it.
  const climb = (start: number[][]): boolean[][] => {
    const seen = Array.from({ length: m }, () => new Array<boolean>(n).fill(false));
    const queue: number[][] = [];
    for (const [r, c] of start) {
      if (!seen[r][c]) {
        seen[r][c] = true;
        queue.push([r, c]);
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const [r, c] = queue[head];
      for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
        if (nr < 0 || nc < 0 || nr >= m || nc >= n || seen[nr][nc]) continue;
        if (heights[nr][nc] < heights[r][c]) continue;
        seen[nr][nc] = true;
        queue.push([nr, nc]);
      }
    }
    return seen;
  };
  const pacificStart: number[][] = [];
  const atlanticStart: number[][] = [];
  for (let r = 0; r < m; r++) {
    pacificStart.push([r, 0]);
    atlanticStart.push([r, n - 1]);
  }
  for (let c = 0; c < n; c++) {
    pacificStart.push([0, c]);
    atlanticStart.push([m - 1, c]);
  }
  const pacific = climb(pacificStart);
  const atlantic = climb(atlanticStart);
  const both: number[][] = [];
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) if (pacific[r][c] && atlantic[r][c]) both.push([r, c]);
  }
  return both;
}
