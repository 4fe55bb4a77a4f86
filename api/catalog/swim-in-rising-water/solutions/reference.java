class Solution {
    public int swimInWater(int[][] grid) {
        int n = grid.length;
        // Dijkstra where a route costs its highest cell: the first time a cell is popped, its
        // route maximum is the least possible.
        boolean[][] settled = new boolean[n][n];
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {grid[0][0], 0, 0});
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int level = top[0], r = top[1], c = top[2];
            if (settled[r][c]) continue;
            settled[r][c] = true;
            if (r == n - 1 && c == n - 1) return level;
            for (int[] step : steps) {
                int nr = r + step[0], nc = c + step[1];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n || settled[nr][nc]) continue;
                heap.add(new int[] {Math.max(level, grid[nr][nc]), nr, nc});
            }
        }
        return -1;
    }
}
