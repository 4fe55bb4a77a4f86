class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # The best profit ending the day holding a share, having sold today, or free to buy.
        hold, sold, free = -prices[0], float("-inf"), 0
        for p in prices[1:]:
            hold, sold, free = max(hold, free - p), hold + p, max(free, sold)
        return max(sold, free)
