class Solution {
    public int findTargetSumWays(int[] nums, int target) {
        int sum = 0;
        for (int x : nums) sum += x;
        // The plus-signed numbers must total (sum + target) / 2.
        if (Math.abs(target) > sum || (sum + target) % 2 != 0) return 0;
        int goal = (sum + target) / 2;
        int[] ways = new int[goal + 1]; // ways[s]: choices of numbers so far that total s
        ways[0] = 1;
        for (int x : nums)
            for (int s = goal; s >= x; s--) ways[s] += ways[s - x];
        return ways[goal];
    }
}
