function spiralOrder(matrix: number[][]): number[] {
  const m = matrix.length;
  const n = matrix[0].length;
  const seen = matrix.map((row) => row.map(() => false));
  const steps = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  const order = [];
  let i = 0;
  let j = 0;
  let d = 0;
  for (let k = 0; k < m * n; k++) {
    order.push(matrix[i][j]);
    seen[i][j] = true;
    // Turn clockwise when the next cell is outside the matrix or already visited.
    const [a, b] = [i + steps[d][0], j + steps[d][1]];
    if (a < 0 || a >= m || b < 0 || b >= n || seen[a][b]) d = (d + 1) % 4;
    i += steps[d][0];
    j += steps[d][1];
  }
  return order;
};
