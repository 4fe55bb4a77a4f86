class Solution {
public:
    int orangesRotting(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size(), fresh = 0;
        queue<pair<int, int>> rotten;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 2) rotten.push({i, j});
                if (grid[i][j] == 1) fresh++;
            }
        int minutes = 0;
        int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        // Breadth-first, one layer per minute, while fresh oranges remain.
        while (fresh > 0 && !rotten.empty()) {
            minutes++;
            for (int k = rotten.size(); k > 0; k--) {
                auto [i, j] = rotten.front();
                rotten.pop();
                for (auto& d : dirs) {
                    int a = i + d[0], b = j + d[1];
                    if (a >= 0 && b >= 0 && a < m && b < n && grid[a][b] == 1) {
                        grid[a][b] = 2;
                        fresh--;
                        rotten.push({a, b});
                    }
                }
            }
        }
        return fresh == 0 ? minutes : -1;
    }
};
