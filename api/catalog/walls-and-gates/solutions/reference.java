class Solution {
    public void wallsAndGates(int[][] rooms) {
        int m = rooms.length, n = rooms[0].length;
        // One breadth-first search from every gate at once: the first visit is the nearest gate's.
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (rooms[r][c] == 0) queue.add(new int[] {r, c});
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int[] step : steps) {
                int r = cell[0] + step[0], c = cell[1] + step[1];
                if (r < 0 || c < 0 || r >= m || c >= n || rooms[r][c] != Integer.MAX_VALUE) continue;
                rooms[r][c] = rooms[cell[0]][cell[1]] + 1;
                queue.add(new int[] {r, c});
            }
        }
    }
}
