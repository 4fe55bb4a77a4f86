class Solution {
public:
    void wallsAndGates(vector<vector<int>>& rooms) {
        int m = rooms.size(), n = rooms[0].size();
        // One breadth-first search from every gate at once: the first visit is the nearest gate's.
        queue<pair<int, int>> todo;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (rooms[r][c] == 0) todo.push({r, c});
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!todo.empty()) {
            auto [r, c] = todo.front();
            todo.pop();
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= m || nc >= n || rooms[nr][nc] != INT_MAX) continue;
                rooms[nr][nc] = rooms[r][c] + 1;
                todo.push({nr, nc});
            }
        }
    }
};
