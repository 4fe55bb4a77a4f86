class Solution {
public:
    void solve(vector<vector<char>>& board) {
        int m = board.size(), n = board[0].size();
        // Everything an O on the border reaches is safe: mark it '#' with a breadth-first search.
        queue<pair<int, int>> todo;
        auto keep = [&](int r, int c) {
            if (r >= 0 && c >= 0 && r < m && c < n && board[r][c] == 'O') {
                board[r][c] = '#';
                todo.push({r, c});
            }
        };
        for (int r = 0; r < m; r++) {
            keep(r, 0);
            keep(r, n - 1);
        }
        for (int c = 0; c < n; c++) {
            keep(0, c);
            keep(m - 1, c);
        }
        while (!todo.empty()) {
            auto [r, c] = todo.front();
            todo.pop();
            keep(r + 1, c);
            keep(r - 1, c);
            keep(r, c + 1);
            keep(r, c - 1);
        }
        for (auto& row : board)
            for (char& cell : row) cell = cell == '#' ? 'O' : 'X';
    }
};
