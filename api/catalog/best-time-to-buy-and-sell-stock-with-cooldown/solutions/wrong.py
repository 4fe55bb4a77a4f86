# Ignores the cooldown: takes every rise, as if buying the day after a sale were allowed.
class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        return sum(max(0, b - a) for a, b in zip(prices, prices[1:]))
