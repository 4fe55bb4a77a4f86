class Solution {
    public int minCostConnectPoints(int[][] points) {
        // Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
        int n = points.length, total = 0;
        int[] cost = new int[n];
        boolean[] inTree = new boolean[n];
        Arrays.fill(cost, Integer.MAX_VALUE);
        cost[0] = 0;
        for (int round = 0; round < n; round++) {
            int next = -1;
            for (int i = 0; i < n; i++)
                if (!inTree[i] && (next == -1 || cost[i] < cost[next])) next = i;
            inTree[next] = true;
            total += cost[next];
            for (int i = 0; i < n; i++) {
                if (inTree[i]) continue;
                int d = Math.abs(points[i][0] - points[next][0]) + Math.abs(points[i][1] - points[next][1]);
                cost[i] = Math.min(cost[i], d);
            }
        }
        return total;
    }
}
