class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # Try every coin as the last one and solve the rest the same way. Correct, but nothing is
        # remembered, so small amounts are solved again and again: exponential in the amount.
        def fewest(left: int) -> int:
            if left == 0:
                return 0
            best = -1
            for coin in coins:
                if coin <= left:
                    rest = fewest(left - coin)
                    if rest >= 0 and (best < 0 or rest + 1 < best):
                        best = rest + 1
            return best

        return fewest(amount)
