class Solution {
    public int change(int amount, int[] coins) {
        // ways[a]: combinations of the coin types seen so far that make a.
        int[] ways = new int[amount + 1];
        ways[0] = 1;
        for (int coin : coins)
            for (int a = coin; a <= amount; a++) ways[a] += ways[a - coin];
        return ways[amount];
    }
}
