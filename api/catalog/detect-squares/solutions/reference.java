class DetectSquares {
    private final int[][] counts = new int[1001][1001];  // coordinates are at most 1000
    private final List<int[]> distinct = new ArrayList<>();

    public DetectSquares() {
    }

    public void add(int[] point) {
        if (counts[point[0]][point[1]]++ == 0) distinct.add(new int[] {point[0], point[1]});
    }

    public int count(int[] point) {
        int qx = point[0], qy = point[1];
        long total = 0;
        for (int[] p : distinct) {
            int x = p[0], y = p[1];
            if (x == qx || Math.abs(x - qx) != Math.abs(y - qy)) continue;
            total += (long) counts[x][y] * counts[qx][y] * counts[x][qy];
        }
        return (int) total;
    }
}

/**
 * Your DetectSquares object will be instantiated and called as such:
 * DetectSquares obj = new DetectSquares();
 * obj.add(point);
 * int param_2 = obj.count(point);
 */
