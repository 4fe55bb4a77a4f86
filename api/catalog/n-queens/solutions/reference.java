class Solution {
    private final List<List<String>> found = new ArrayList<>();
    private int n;
    private int[] queens; // queens[row]: the queen's column
    private boolean[] column, diagonal, antiDiagonal; // lines already covered by a queen

    public List<List<String>> solveNQueens(int n) {
        this.n = n;
        queens = new int[n];
        column = new boolean[n];
        diagonal = new boolean[2 * n - 1];
        antiDiagonal = new boolean[2 * n - 1];
        place(0);
        return found;
    }

    private void place(int row) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[queens[r]] = 'Q';
                board.add(new String(line));
            }
            found.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (column[col] || diagonal[row - col + n - 1] || antiDiagonal[row + col]) continue;
            column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = true;
            queens[row] = col;
            place(row + 1);
            column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = false;
        }
    }
}
