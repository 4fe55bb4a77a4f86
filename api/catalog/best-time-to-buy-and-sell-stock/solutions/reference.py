class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        lowest, best = float("inf"), 0
        for price in prices:
            if price < lowest:
                lowest = price
            elif price - lowest > best:
                best = price - lowest
        return best
