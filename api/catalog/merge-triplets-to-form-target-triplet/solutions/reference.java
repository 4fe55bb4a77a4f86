class Solution {
    public boolean mergeTriplets(int[][] triplets, int[] target) {
        int[] best = new int[3];
        for (int[] t : triplets) {
            if (t[0] > target[0] || t[1] > target[1] || t[2] > target[2]) continue;
            for (int k = 0; k < 3; k++) best[k] = Math.max(best[k], t[k]);
        }
        return best[0] == target[0] && best[1] == target[1] && best[2] == target[2];
    }
}
