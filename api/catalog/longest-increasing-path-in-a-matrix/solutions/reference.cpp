class Solution {
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        int m = matrix.size(), n = matrix[0].size();
        const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        // out[r][c]: larger neighbours not yet peeled; a cell is peeled once all of them are.
        vector<vector<int>> out(m, vector<int>(n, 0));
        vector<pair<int, int>> layer;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) {
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] > matrix[r][c]) out[r][c]++;
                }
                if (out[r][c] == 0) layer.push_back({r, c});
            }
        int layers = 0;
        while (!layer.empty()) {
            layers++;
            vector<pair<int, int>> next;
            for (auto [r, c] : layer)
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] < matrix[r][c] &&
                        --out[nr][nc] == 0)
                        next.push_back({nr, nc});
                }
            layer.swap(next);
        }
        return layers;
    }
};
