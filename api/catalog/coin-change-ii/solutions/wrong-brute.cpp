// Correct, but tries "one more of this coin" or "move to the next coin" without remembering:
// as many calls as there are partial combinations.
class Solution {
    int count(vector<int>& coins, int i, int remaining) {
        if (remaining == 0) return 1;
        if (i == (int)coins.size()) return 0;
        int ways = count(coins, i + 1, remaining);
        if (coins[i] <= remaining) ways += count(coins, i, remaining - coins[i]);
        return ways;
    }

public:
    int change(int amount, vector<int>& coins) { return count(coins, 0, amount); }
};
