// Correct answers, but tries every triple: O(n^3), about 4.5 * 10^9 steps for 3000 numbers.
class Solution {
public:
    vector<vector<int>> threeSum(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        set<vector<int>> found;
        int n = nums.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                for (int k = j + 1; k < n; k++)
                    if (nums[i] + nums[j] + nums[k] == 0) found.insert({nums[i], nums[j], nums[k]});
        return vector<vector<int>>(found.begin(), found.end());
    }
};
