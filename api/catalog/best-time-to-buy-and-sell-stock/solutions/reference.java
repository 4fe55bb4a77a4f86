class Solution {
    public int maxProfit(int[] prices) {
        int lowest = prices[0], best = 0;
        for (int price : prices) {
            if (price < lowest) lowest = price;
            else if (price - lowest > best) best = price - lowest;
        }
        return best;
    }
}
