class Solution {
public:
    int missingNumber(vector<int>& nums) {
        // Off by one: sums 0..n-1 instead of 0..n.
        int n = nums.size();
        long long expected = (long long)n * (n - 1) / 2, sum = 0;
        for (int x : nums) sum += x;
        return (int)(expected - sum < 0 ? sum - expected : expected - sum);
    }
};
