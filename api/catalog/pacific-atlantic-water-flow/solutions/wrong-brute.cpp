// Follows the rain downhill from every cell separately: O((m·n)²), far too slow on a wide plateau.
class Solution {
public:
    vector<vector<int>> pacificAtlantic(vector<vector<int>>& heights) {
        int m = heights.size(), n = heights[0].size();
        vector<vector<int>> both;
        vector<int> seen(m * n, -1);
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int r0 = 0; r0 < m; r0++) {
            for (int c0 = 0; c0 < n; c0++) {
                int id = r0 * n + c0;
                bool pacific = false, atlantic = false;
                vector<int> todo = {id};
                seen[id] = id;
                while (!todo.empty()) {
                    int cell = todo.back();
                    todo.pop_back();
                    int r = cell / n, c = cell % n;
                    if (r == 0 || c == 0) pacific = true;
                    if (r == m - 1 || c == n - 1) atlantic = true;
                    for (int d = 0; d < 4; d++) {
                        int nr = r + dr[d], nc = c + dc[d];
                        if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                        if (seen[nr * n + nc] == id || heights[nr][nc] > heights[r][c]) continue;
                        seen[nr * n + nc] = id;
                        todo.push_back(nr * n + nc);
                    }
                }
                if (pacific && atlantic) both.push_back({r0, c0});
            }
        }
        return both;
    }
};
