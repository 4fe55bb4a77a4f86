class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<vector<int>> result;
        arrange(nums, 0, result);
        return result;
    }

private:
    // Fixes position `start` to each remaining value in turn, then arranges the rest.
    void arrange(vector<int>& nums, int start, vector<vector<int>>& result) {
        if (start == (int)nums.size()) {
            result.push_back(nums);
            return;
        }
        for (int i = start; i < (int)nums.size(); i++) {
            swap(nums[start], nums[i]);
            arrange(nums, start + 1, result);
            swap(nums[start], nums[i]);
        }
    }
};
