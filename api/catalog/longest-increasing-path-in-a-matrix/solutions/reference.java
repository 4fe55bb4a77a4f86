class Solution {
    public int longestIncreasingPath(int[][] matrix) {
        int m = matrix.length, n = matrix[0].length;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        // out[cell]: larger neighbours not yet peeled; a cell is peeled once all of them are.
        int[] out = new int[m * n];
        // Every cell enters exactly one layer; the layers are consecutive runs of this queue.
        int[] queue = new int[m * n];
        int tail = 0;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) {
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] > matrix[r][c]) out[r * n + c]++;
                }
                if (out[r * n + c] == 0) queue[tail++] = r * n + c;
            }
        int layers = 0, head = 0;
        while (head < tail) {
            layers++;
            int end = tail;
            for (; head < end; head++) {
                int r = queue[head] / n, c = queue[head] % n;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && matrix[nr][nc] < matrix[r][c]
                            && --out[nr * n + nc] == 0)
                        queue[tail++] = nr * n + nc;
                }
            }
        }
        return layers;
    }
}
