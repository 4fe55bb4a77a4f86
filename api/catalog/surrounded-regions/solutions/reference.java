class Solution {
    public void solve(char[][] board) {
        int m = board.length, n = board[0].length;
        // Everything an O on the border reaches is safe: mark it '#' with a breadth-first search.
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int r = 0; r < m; r++) {
            keep(board, queue, r, 0);
            keep(board, queue, r, n - 1);
        }
        for (int c = 0; c < n; c++) {
            keep(board, queue, 0, c);
            keep(board, queue, m - 1, c);
        }
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            keep(board, queue, cell[0] + 1, cell[1]);
            keep(board, queue, cell[0] - 1, cell[1]);
            keep(board, queue, cell[0], cell[1] + 1);
            keep(board, queue, cell[0], cell[1] - 1);
        }
        for (char[] row : board)
            for (int c = 0; c < n; c++) row[c] = row[c] == '#' ? 'O' : 'X';
    }

    private void keep(char[][] board, ArrayDeque<int[]> queue, int r, int c) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != 'O') return;
        board[r][c] = '#';
        queue.add(new int[] {r, c});
    }
}
