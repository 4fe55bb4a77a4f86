function solveNQueens(n: number): string[][] {
  const found: string[][] = [];
  const queens: number[] = []; // queens[row]: the queen's column
  // Lines already covered by a queen.
  const column = new Array<boolean>(n).fill(false);
  const diagonal = new Array<boolean>(2 * n - 1).fill(false);
  const antiDiagonal = new Array<boolean>(2 * n - 1).fill(false);
  const place = (row: number): void => {
    if (row === n) {
      found.push(queens.map((col) => '.'.repeat(col) + 'Q' + '.'.repeat(n - col - 1)));
      return;
    }
    for (let col = 0; col < n; col++) {
      if (column[col] || diagonal[row - col + n - 1] || antiDiagonal[row + col]) continue;
      column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = true;
      queens[row] = col;
      place(row + 1);
      column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = false;
    }
  };
  place(0);
  return found;
}
