class Solution {
public:
    int maxProfit(vector<int>& prices) {
        // The best profit ending the day holding a share, having sold today, or free to buy.
        int hold = -prices[0], sold = INT_MIN / 2, free = 0;
        for (size_t i = 1; i < prices.size(); i++) {
            int p = prices[i];
            int newHold = max(hold, free - p);
            int newSold = hold + p;
            int newFree = max(free, sold);
            hold = newHold, sold = newSold, free = newFree;
        }
        return max(sold, free);
    }
};
