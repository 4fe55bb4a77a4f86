class Solution {
public:
    int missingNumber(vector<int>& nums) {
        int n = nums.size(), result = n;
        for (int i = 0; i < n; i++) result ^= i ^ nums[i];
        return result;
    }
};
