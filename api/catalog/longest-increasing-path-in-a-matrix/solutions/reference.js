/**
 * @param {number[][]} matrix
 * @return {number}
 */
var longestIncreasingPath = function (matrix) {
  const m = matrix.length;
  const n = matrix[0].length;
  const dr = [1, -1, 0, 0];
  const dc = [0, 0, 1, -1];
  // out[cell]: larger neighbours not yet peeled; a cell is peeled once all of them are.
  const out = new Int32Array(m * n);
  // Every cell enters exactly one layer; the layers are consecutive runs of this queue.
  const queue = new Int32Array(m * n);
  let tail = 0;
  for (let r = 0; r < m; r++)
    for (let c = 0; c < n; c++) {
      for (let d = 0; d < 4; d++) {
        const nr = r + dr[d];
        const nc = c + dc[d];
        if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] > matrix[r][c]) out[r * n + c]++;
      }
      if (out[r * n + c] === 0) queue[tail++] = r * n + c;
    }
  let layers = 0;
  let head = 0;
  while (head < tail) {
    layers++;
    const end = tail;
    for (; head < end; head++) {
      const r = Math.floor(queue[head] / n);
      const c = queue[head] % n;
      for (let d = 0; d < 4; d++) {
        const nr = r + dr[d];
        const nc = c + dc[d];
        if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] < matrix[r][c] && --out[nr * n + nc] === 0)
          queue[tail++] = nr * n + nc;
      }
    }
  }
  return layers;
};
