// Correct, but tries buying, selling or waiting on each day without remembering: exponential.
class Solution {
    int best(vector<int>& prices, int day, bool holding) {
        if (day >= (int)prices.size()) return 0;
        int wait = best(prices, day + 1, holding);
        if (holding) return max(wait, prices[day] + best(prices, day + 2, false));
        return max(wait, best(prices, day + 1, true) - prices[day]);
    }

public:
    int maxProfit(vector<int>& prices) { return best(prices, 0, false); }
};
