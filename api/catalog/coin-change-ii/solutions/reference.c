int change(int amount, int* coins, int coinsSize) {
    // ways[a]: combinations of the coin types seen so far that make a.
    int* ways = calloc(amount + 1, sizeof(int));
    ways[0] = 1;
    for (int i = 0; i < coinsSize; i++)
        for (int a = coins[i]; a <= amount; a++) ways[a] += ways[a - coins[i]];
    int result = ways[amount];
    free(ways);
    return result;
}
