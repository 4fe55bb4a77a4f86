class Solution {
    public int rob(int[] nums) {
        int skip = 0, take = 0;
        for (int x : nums) {
            int newTake = skip + x;
            skip = Math.max(skip, take);
            take = newTake;
        }
        return Math.max(skip, take);
    }
}
