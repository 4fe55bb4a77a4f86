// Forgets that sum + target must be even: the halving rounds down and counts the wrong subsets.
class Solution {
public:
    int findTargetSumWays(vector<int>& nums, int target) {
        int sum = 0;
        for (int x : nums) sum += x;
        if (abs(target) > sum) return 0;
        int goal = (sum + target) / 2;
        vector<int> ways(goal + 1, 0);
        ways[0] = 1;
        for (int x : nums)
            for (int s = goal; s >= x; s--) ways[s] += ways[s - x];
        return ways[goal];
    }
};
