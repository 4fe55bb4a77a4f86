class Solution {
public:
    vector<vector<int>> pacificAtlantic(vector<vector<int>>& heights) {
        int m = heights.size(), n = heights[0].size();
        vector<vector<char>> pacific(m, vector<char>(n, 0)), atlantic(m, vector<char>(n, 0));
        vector<pair<int, int>> pacificStart, atlanticStart;
        for (int r = 0; r < m; r++) {
            pacificStart.push_back({r, 0});
            atlanticStart.push_back({r, n - 1});
        }
        for (int c = 0; c < n; c++) {
            pacificStart.push_back({0, c});
            atlanticStart.push_back({m - 1, c});
        }
        climb(heights, pacificStart, pacific);
        climb(heights, atlanticStart, atlantic);
        vector<vector<int>> both;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (pacific[r][c] && atlantic[r][c]) both.push_back({r, c});
        return both;
    }

private:
    // Breadth-first search uphill from an ocean's edge cells: marks every cell that drains into it.
    void climb(const vector<vector<int>>& heights, const vector<pair<int, int>>& start,
               vector<vector<char>>& seen) {
        int m = heights.size(), n = heights[0].size();
        queue<pair<int, int>> todo;
        for (auto [r, c] : start) {
            if (!seen[r][c]) {
                seen[r][c] = 1;
                todo.push({r, c});
            }
        }
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!todo.empty()) {
            auto [r, c] = todo.front();
            todo.pop();
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= m || nc >= n || seen[nr][nc]) continue;
                if (heights[nr][nc] < heights[r][c]) continue;
                seen[nr][nc] = 1;
                todo.push({nr, nc});
            }
        }
    }
};
