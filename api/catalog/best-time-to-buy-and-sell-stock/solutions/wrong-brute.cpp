class Solution {
public:
    // Tries every pair of days: correct, but O(n^2) on 10^5 days.
    int maxProfit(vector<int>& prices) {
        int best = 0, n = prices.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (prices[j] - prices[i] > best) best = prices[j] - prices[i];
        return best;
    }
};
