# Greedy: takes the largest coin that fits each time; [1,3,4] for 6 gives 4+1+1 instead of 3+3.
class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        count = 0
        for coin in sorted(coins, reverse=True):
            count += amount // coin
            amount %= coin
        return count if amount == 0 else -1
