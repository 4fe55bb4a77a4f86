// Always takes the longest jump available, which can land on a worse index than a shorter jump.
class Solution {
public:
    int jump(vector<int>& nums) {
        int n = nums.size(), i = 0, jumps = 0;
        while (i < n - 1) {
            if (nums[i] == 0) return -1;
            i += nums[i];
            jumps++;
        }
        return jumps;
    }
};
