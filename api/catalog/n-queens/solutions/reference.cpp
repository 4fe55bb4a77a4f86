class Solution {
    vector<vector<string>> found;
    vector<string> board;
    vector<bool> column, diagonal, antiDiagonal;  // lines already covered by a queen

    void place(int row, int n) {
        if (row == n) {
            found.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (column[col] || diagonal[row - col + n - 1] || antiDiagonal[row + col]) continue;
            column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = true;
            board[row][col] = 'Q';
            place(row + 1, n);
            board[row][col] = '.';
            column[col] = diagonal[row - col + n - 1] = antiDiagonal[row + col] = false;
        }
    }

public:
    vector<vector<string>> solveNQueens(int n) {
        board.assign(n, string(n, '.'));
        column.assign(n, false);
        diagonal.assign(2 * n - 1, false);
        antiDiagonal.assign(2 * n - 1, false);
        place(0, n);
        return found;
    }
};
