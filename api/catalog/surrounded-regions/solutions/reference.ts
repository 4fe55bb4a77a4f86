/**
 Do not return anything, modify board in-place instead.
 */
function solve(board: string[][]): void {
  const m = board.length;
  const n = board[0].length;
  const queue: number[][] = [];
  const keep = (r: number, c: number) => {
    if (r >= 0 && c >= 0 && r < m && c < n && board[r][c] === 'O') {
      board[r][c] = '#';
      queue.push([r, c]);
    }
  };
  // Everything an O on the border reaches is safe: mark it '#' with a breadth-first search.
  for (let r = 0; r < m; r++) {
    keep(r, 0);
    keep(r, n - 1);
  }
  for (let c = 0; c < n; c++) {
    keep(0, c);
    keep(m - 1, c);
  }
  for (let head = 0; head < queue.length; head++) {
    const [r, c] = queue[head];
    keep(r + 1, c);
    keep(r - 1, c);
    keep(r, c + 1);
    keep(r, c - 1);
  }
  for (const row of board) {
    for (let c = 0; c < n; c++) row[c] = row[c] === '#' ? 'O' : 'X';
  }
}
