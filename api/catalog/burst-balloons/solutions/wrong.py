# Greedy: always bursts the balloon with the smallest number first (it seems to waste the least).
class Solution:
    def maxCoins(self, nums: List[int]) -> int:
        row = [1] + nums + [1]
        coins = 0
        while len(row) > 2:
            i = min(range(1, len(row) - 1), key=lambda k: row[k])
            coins += row[i - 1] * row[i] * row[i + 1]
            del row[i]
        return coins
