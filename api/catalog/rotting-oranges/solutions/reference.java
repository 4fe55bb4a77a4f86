class Solution {
    public int orangesRotting(int[][] grid) {
        int m = grid.length, n = grid[0].length, fresh = 0;
        Deque<int[]> rotten = new ArrayDeque<>();
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 2) rotten.add(new int[] { i, j });
                if (grid[i][j] == 1) fresh++;
            }
        int minutes = 0;
        int[][] steps = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
        while (fresh > 0 && !rotten.isEmpty()) {
            minutes++;
            for (int k = rotten.size(); k > 0; k--) {
                int[] cell = rotten.poll();
                for (int[] d : steps) {
                    int a = cell[0] + d[0], b = cell[1] + d[1];
                    if (a >= 0 && b >= 0 && a < m && b < n && grid[a][b] == 1) {
                        grid[a][b] = 2;
                        fresh--;
                        rotten.add(new int[] { a, b });
                    }
                }
            }
        }
        return fresh == 0 ? minutes : -1;
    }
}
