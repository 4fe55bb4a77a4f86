class TrieNode {
  next = new Map<string, TrieNode>();
  word: string | null = null;
}

function findWords(board: string[][], words: string[]): string[] {
  const root = new TrieNode();
  for (const word of words) {
    let node = root;
    for (const c of word) {
      if (!node.next.has(c)) node.next.set(c, new TrieNode());
      node = node.next.get(c)!;
    }
    node.word = word;
  }
  const m = board.length;
  const n = board[0].length;
  const found: string[] = [];
  const dfs = (i: number, j: number, parent: TrieNode): void => {
    const c = board[i][j];
    const node = parent.next.get(c);
    if (node === undefined) return;
    if (node.word !== null) {
      found.push(node.word);
      node.word = null;
    }
    board[i][j] = '#';
    if (i > 0) dfs(i - 1, j, node);
    if (i + 1 < m) dfs(i + 1, j, node);
    if (j > 0) dfs(i, j - 1, node);
    if (j + 1 < n) dfs(i, j + 1, node);
    board[i][j] = c;
    if (node.word === null && node.next.size === 0) parent.next.delete(c);
  };
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) dfs(i, j, root);
  return found;
};
