class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        impossible = amount + 1
        fewest = [0] + [impossible] * amount
        for coin in coins:
            for a in range(coin, amount + 1):
                if fewest[a - coin] + 1 < fewest[a]:
                    fewest[a] = fewest[a - coin] + 1
        return -1 if fewest[amount] == impossible else fewest[amount]
