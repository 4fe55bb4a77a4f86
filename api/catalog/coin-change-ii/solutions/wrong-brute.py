class Solution:
    def change(self, amount: int, coins: List[int]) -> int:
        # Either take one more coin of type i, or move on to the next type for good. Correct,
        # but nothing is remembered, so the calls are at least as many as the combinations.
        def count(i: int, remaining: int) -> int:
            if remaining == 0:
                return 1
            if i == len(coins):
                return 0
            ways = count(i + 1, remaining)
            if coins[i] <= remaining:
                ways += count(i, remaining - coins[i])
            return ways

        return count(0, amount)
