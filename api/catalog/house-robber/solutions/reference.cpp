class Solution {
public:
    int rob(vector<int>& nums) {
        int skip = 0, take = 0;  // best totals so far without / with the previous house
        for (int x : nums) {
            int newTake = skip + x;
            skip = max(skip, take);
            take = newTake;
        }
        return max(skip, take);
    }
};
