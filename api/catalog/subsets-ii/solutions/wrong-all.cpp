// Lists every choice of positions, so [1,2,2] gives [2] and [1,2] twice.
class Solution {
public:
    vector<vector<int>> subsetsWithDup(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> result;
        for (int mask = 0; mask < (1 << n); mask++) {
            vector<int> subset;
            for (int i = 0; i < n; i++)
                if (mask >> i & 1) subset.push_back(nums[i]);
            result.push_back(subset);
        }
        return result;
    }
};
