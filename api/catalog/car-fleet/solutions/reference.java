class Solution {
    public int carFleet(int target, int[] position, int[] speed) {
        int n = position.length;
        double[] timeAt = new double[target];
        boolean[] occupied = new boolean[target];
        for (int i = 0; i < n; i++) {
            timeAt[position[i]] = (double) (target - position[i]) / speed[i];
            occupied[position[i]] = true;
        }
        int fleets = 0;
        double slowest = -1;
        for (int p = target - 1; p >= 0; p--) {
            if (occupied[p] && timeAt[p] > slowest) {
                fleets++;
                slowest = timeAt[p];
            }
        }
        return fleets;
    }
}
