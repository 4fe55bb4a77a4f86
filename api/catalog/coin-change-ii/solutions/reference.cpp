class Solution {
public:
    int change(int amount, vector<int>& coins) {
        // ways[a]: combinations of the coin types seen so far that make a.
        vector<int> ways(amount + 1, 0);
        ways[0] = 1;
        for (int coin : coins)
            for (int a = coin; a <= amount; a++) ways[a] += ways[a - coin];
        return ways[amount];
    }
};
