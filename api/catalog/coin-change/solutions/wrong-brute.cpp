// Correct, but recursion without memoisation: exponential for large amounts and small coins.
class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        if (amount == 0) return 0;
        int best = -1;
        for (int coin : coins) {
            if (coin > amount) continue;
            int rest = coinChange(coins, amount - coin);
            if (rest >= 0 && (best < 0 || rest + 1 < best)) best = rest + 1;
        }
        return best;
    }
};
