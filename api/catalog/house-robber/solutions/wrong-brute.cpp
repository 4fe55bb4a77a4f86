// Correct, but tries both choices at every house without memoisation: exponential in n.
class Solution {
public:
    int rob(vector<int>& nums) { return best(nums, 0); }

private:
    int best(vector<int>& nums, int i) {
        if (i >= (int)nums.size()) return 0;
        return max(best(nums, i + 1), nums[i] + best(nums, i + 2));
    }
};
