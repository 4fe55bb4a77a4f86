class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # On each day, wait or act (buy when free, sell when holding; a sale skips the next day).
        # Correct, but nothing is remembered, so the same (day, holding) is solved again and again.
        def best(day: int, holding: bool) -> int:
            if day >= len(prices):
                return 0
            wait = best(day + 1, holding)
            if holding:
                return max(wait, prices[day] + best(day + 2, False))
            return max(wait, best(day + 1, True) - prices[day])

        return best(0, False)
