class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        ranges::nth_element(nums, nums.begin() + (k - 1), ranges::greater{});
        return nums[k - 1];
    }
};
