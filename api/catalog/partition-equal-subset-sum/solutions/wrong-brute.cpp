// Correct, but tries both groups for every number without memoisation: up to 2^200 branches.
class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        return pick(nums, 0, total / 2);
    }

private:
    bool pick(vector<int>& nums, int i, int target) {
        if (target == 0) return true;
        if (i == (int)nums.size() || target < 0) return false;
        return pick(nums, i + 1, target - nums[i]) || pick(nums, i + 1, target);
    }
};
