class Solution {
    // House Robber on the straight street nums[from..to].
    int robRow(vector<int>& nums, int from, int to) {
        // take: the best up to the previous house; skip: the best up to the one before it.
        int skip = 0, take = 0;
        for (int i = from; i <= to; i++) {
            int best = max(take, skip + nums[i]);
            skip = take;
            take = best;
        }
        return take;
    }

public:
    int rob(vector<int>& nums) {
        int n = nums.size();
        if (n == 1) return nums[0];
        // The first and last house are neighbours: one of them is left out.
        return max(robRow(nums, 0, n - 2), robRow(nums, 1, n - 1));
    }
};
