class Solution {
    public int rob(int[] nums) {
        int n = nums.length;
        if (n == 1) return nums[0];
        // The first and last house are neighbours: one of them is left out.
        return Math.max(robRow(nums, 0, n - 2), robRow(nums, 1, n - 1));
    }

    // House Robber on the straight street nums[from..to].
    private int robRow(int[] nums, int from, int to) {
        int skip = 0, take = 0;
        for (int i = from; i <= to; i++) {
            int best = Math.max(take, skip + nums[i]);
            skip = take;
            take = best;
        }
        return take;
    }
}
