// Joins cells that touch only at a corner (eight directions instead of four), so diagonal
// neighbours are counted into one island and the area comes out too large.
class Solution {
public:
    int maxAreaOfIsland(vector<vector<int>>& grid) {
        int best = 0;
        for (int i = 0; i < (int)grid.size(); i++)
            for (int j = 0; j < (int)grid[0].size(); j++)
                if (grid[i][j] == 1) best = max(best, area(grid, i, j));
        return best;
    }

private:
    int area(vector<vector<int>>& grid, int i, int j) {
        if (i < 0 || j < 0 || i >= (int)grid.size() || j >= (int)grid[0].size() || grid[i][j] != 1)
            return 0;
        grid[i][j] = 0;
        int size = 1;
        for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++)
                if (di != 0 || dj != 0) size += area(grid, i + di, j + dj);
        return size;
    }
};
