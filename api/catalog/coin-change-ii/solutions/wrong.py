# Amounts in the outer loop, coins in the inner one: counts ordered sequences, so 1 + 2 and 2 + 1 differ.
class Solution:
    def change(self, amount: int, coins: List[int]) -> int:
        ways = [1] + [0] * amount
        for a in range(1, amount + 1):
            for coin in coins:
                if coin <= a:
                    ways[a] += ways[a - coin]
        return ways[amount]
