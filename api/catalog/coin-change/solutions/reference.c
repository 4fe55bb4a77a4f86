int coinChange(int* coins, int coinsSize, int amount) {
    int* fewest = malloc(sizeof(int) * (amount + 1));
    fewest[0] = 0;
    for (int a = 1; a <= amount; a++) {
        fewest[a] = amount + 1;
        for (int i = 0; i < coinsSize; i++)
            if (coins[i] <= a && fewest[a - coins[i]] + 1 < fewest[a]) fewest[a] = fewest[a - coins[i]] + 1;
    }
    int result = fewest[amount] > amount ? -1 : fewest[amount];
    free(fewest);
    return result;
}
