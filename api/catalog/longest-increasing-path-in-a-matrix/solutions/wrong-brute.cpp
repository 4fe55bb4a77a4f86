// Correct, but explores every increasing path from every cell without remembering the results:
// a slope of i + j has exponentially many of them.
class Solution {
    int longest(vector<vector<int>>& matrix, int r, int c) {
        static const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        int best = 1;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < (int)matrix.size() && nc >= 0 && nc < (int)matrix[0].size() &&
                matrix[nr][nc] > matrix[r][c])
                best = max(best, 1 + longest(matrix, nr, nc));
        }
        return best;
    }

public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        int best = 0;
        for (int r = 0; r < (int)matrix.size(); r++)
            for (int c = 0; c < (int)matrix[0].size(); c++) best = max(best, longest(matrix, r, c));
        return best;
    }
};
