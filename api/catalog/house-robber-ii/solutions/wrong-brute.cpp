// Correct, but tries taking or skipping every house without remembering: about 1.6^n calls.
class Solution {
    int best(vector<int>& nums, int i, int last) {
        if (i > last) return 0;
        return max(best(nums, i + 1, last), nums[i] + best(nums, i + 2, last));
    }

public:
    int rob(vector<int>& nums) {
        int n = nums.size();
        if (n == 1) return nums[0];
        return max(best(nums, 0, n - 2), best(nums, 1, n - 1));
    }
};
