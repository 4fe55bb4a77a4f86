var isValidSudoku = function (board) {
  const seen = new Set();
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 9; c++) {
      const d = board[r][c];
      if (d === '.') continue;
      for (const key of [`r${r}${d}`, `c${c}${d}`, `b${Math.floor(r / 3)}${Math.floor(c / 3)}${d}`]) {
        if (seen.has(key)) return false;
        seen.add(key);
      }
    }
  }
  return true;
};
