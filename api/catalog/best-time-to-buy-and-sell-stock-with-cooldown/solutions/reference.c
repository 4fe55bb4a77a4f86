int maxProfit(int* prices, int pricesSize) {
    // The best profit ending the day holding a share, having sold today, or free to buy.
    int hold = -prices[0], sold = INT_MIN / 2, free = 0;
    for (int i = 1; i < pricesSize; i++) {
        int p = prices[i];
        int newHold = hold > free - p ? hold : free - p;
        int newSold = hold + p;
        int newFree = free > sold ? free : sold;
        hold = newHold, sold = newSold, free = newFree;
    }
    return sold > free ? sold : free;
}
