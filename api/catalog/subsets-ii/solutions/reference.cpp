class Solution {
    vector<vector<int>> found;
    vector<int> current;

    void search(vector<int>& nums, int start) {
        found.push_back(current);
        for (int i = start; i < (int)nums.size(); i++) {
            // A value already tried at this level would only repeat the same subsets.
            if (i > start && nums[i] == nums[i - 1]) continue;
            current.push_back(nums[i]);
            search(nums, i + 1);
            current.pop_back();
        }
    }

public:
    vector<vector<int>> subsetsWithDup(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        search(nums, 0);
        return found;
    }
};
