class Solution {
public:
    int swimInWater(vector<vector<int>>& grid) {
        int n = grid.size();
        // Dijkstra where a route costs its highest cell: the first time a cell is popped, its
        // route maximum is the least possible.
        vector<vector<bool>> settled(n, vector<bool>(n, false));
        priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<>> heap;
        heap.push({grid[0][0], 0, 0});
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!heap.empty()) {
            auto [level, r, c] = heap.top();
            heap.pop();
            if (settled[r][c]) continue;
            settled[r][c] = true;
            if (r == n - 1 && c == n - 1) return level;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr][nc]) continue;
                heap.push({max(level, grid[nr][nc]), nr, nc});
            }
        }
        return -1;
    }
};
