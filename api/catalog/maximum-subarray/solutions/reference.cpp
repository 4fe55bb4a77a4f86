class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        // Kadane: the best run ending here either extends the one ending before or starts anew.
        int best = nums[0], current = nums[0];
        for (int i = 1; i < (int)nums.size(); i++) {
            current = max(nums[i], current + nums[i]);
            best = max(best, current);
        }
        return best;
    }
};
