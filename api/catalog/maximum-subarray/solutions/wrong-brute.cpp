// Correct, but sums every run from every start: O(n^2), 5 * 10^9 steps for 10^5 numbers.
class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        int best = INT_MIN, n = nums.size();
        for (int i = 0; i < n; i++) {
            int sum = 0;
            for (int j = i; j < n; j++) {
                sum += nums[j];
                best = max(best, sum);
            }
        }
        return best;
    }
};
