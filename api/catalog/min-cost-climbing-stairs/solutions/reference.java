class Solution {
    public int minCostClimbingStairs(int[] cost) {
        // before, last: the cheapest way to stand on the two most recent steps, their price paid.
        int before = cost[0], last = cost[1];
        for (int i = 2; i < cost.length; i++) {
            int here = cost[i] + Math.min(before, last);
            before = last;
            last = here;
        }
        return Math.min(before, last);
    }
}
