class Solution {
    public int maxProfit(int[] prices) {
        // The best profit ending the day holding a share, having sold today, or free to buy.
        int hold = -prices[0], sold = Integer.MIN_VALUE / 2, free = 0;
        for (int i = 1; i < prices.length; i++) {
            int p = prices[i];
            int newHold = Math.max(hold, free - p);
            int newSold = hold + p;
            int newFree = Math.max(free, sold);
            hold = newHold;
            sold = newSold;
            free = newFree;
        }
        return Math.max(sold, free);
    }
}
