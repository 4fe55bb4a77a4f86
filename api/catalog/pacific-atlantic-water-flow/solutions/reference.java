class Solution {
    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length, n = heights[0].length;
        boolean[][] pacific = new boolean[m][n], atlantic = new boolean[m][n];
        ArrayDeque<int[]> pacificStart = new ArrayDeque<>(), atlanticStart = new ArrayDeque<>();
        for (int r = 0; r < m; r++) {
            mark(pacific, pacificStart, r, 0);
            mark(atlantic, atlanticStart, r, n - 1);
        }
        for (int c = 0; c < n; c++) {
            mark(pacific, pacificStart, 0, c);
            mark(atlantic, atlanticStart, m - 1, c);
        }
        climb(heights, pacific, pacificStart);
        climb(heights, atlantic, atlanticStart);
        List<List<Integer>> both = new ArrayList<>();
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (pacific[r][c] && atlantic[r][c]) both.add(Arrays.asList(r, c));
        return both;
    }

    private void mark(boolean[][] seen, ArrayDeque<int[]> queue, int r, int c) {
        if (!seen[r][c]) {
            seen[r][c] = true;
            queue.add(new int[] {r, c});
        }
    }

    // Breadth-first search uphill from an ocean's edge cells: marks every cell that drains into it.
    private void climb(int[][] heights, boolean[][] seen, ArrayDeque<int[]> queue) {
        int m = heights.length, n = heights[0].length;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int[] step : steps) {
                int r = cell[0] + step[0], c = cell[1] + step[1];
                if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c]) continue;
                if (heights[r][c] < heights[cell[0]][cell[1]]) continue;
                mark(seen, queue, r, c);
            }
        }
    }
}
