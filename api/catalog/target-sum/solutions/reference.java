class Solution {
    public int findTargetSumWays(int[] nums, int target) {
        int total = 0;
        for (int x : nums) total += x;
        if (Math.abs(target) > total) return 0;
        int n = nums.length, width = 2 * total + 1;
        // ways[i][s + total]: sign choices for the first i numbers whose value is s.
        int[][] ways = new int[n + 1][width];
        ways[0][total] = 1;
        for (int i = 1; i <= n; i++) {
            int x = nums[i - 1];
            for (int s = 0; s < width; s++) {
                if (ways[i - 1][s] == 0) continue;
                ways[i][s + x] += ways[i - 1][s];
                ways[i][s - x] += ways[i - 1][s];
            }
        }
        return ways[n][target + total];
    }
}
