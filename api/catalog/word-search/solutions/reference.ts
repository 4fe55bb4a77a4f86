function exist(board: string[][], word: string): boolean {
  const m = board.length;
  const n = board[0].length;
  const have = new Map();
  for (const row of board) for (const c of row) have.set(c, (have.get(c) || 0) + 1);
  const need = new Map();
  for (const c of word) {
    need.set(c, (need.get(c) || 0) + 1);
    if (need.get(c) > (have.get(c) || 0)) return false;
  }
  if ((have.get(word[word.length - 1]) || 0) < (have.get(word[0]) || 0)) {
    word = [...word].reverse().join('');
  }
  const trace = (i, j, k) => {
    if (i < 0 || j < 0 || i >= m || j >= n || board[i][j] !== word[k]) return false;
    if (k === word.length - 1) return true;
    board[i][j] = '#';
    const found =
      trace(i + 1, j, k + 1) || trace(i - 1, j, k + 1) || trace(i, j + 1, k + 1) || trace(i, j - 1, k + 1);
    board[i][j] = word[k];
    return found;
  };
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) if (trace(i, j, 0)) return true;
  return false;
};
