class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        int dp[amount + 1];
        auto best = [&](int total) {
            int result = INT_MAX;
            for (int coin : coins)
                if (coin <= total && dp[total - coin] != INT_MAX) result = min(result, dp[total - coin] + 1);
            return result;
        };
        dp[0] = 0;
        for (int total = 1; total <= amount; total++) dp[total] = best(total);
        return dp[amount] == INT_MAX ? -1 : dp[amount];
    }
};
