class Solution {
public:
    vector<vector<int>> subsets(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> result;
        // Bit i of mask says whether nums[i] is in the subset.
        for (int mask = 0; mask < (1 << n); mask++) {
            vector<int> subset;
            for (int i = 0; i < n; i++)
                if (mask >> i & 1) subset.push_back(nums[i]);
            result.push_back(subset);
        }
        return result;
    }
};
