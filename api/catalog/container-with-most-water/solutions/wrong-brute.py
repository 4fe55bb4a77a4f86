# Correct, but tries every pair of walls: O(n^2), 5 * 10^9 pairs for 10^5 walls.
class Solution:
    def maxArea(self, height: List[int]) -> int:
        best, n = 0, len(height)
        for i in range(n):
            for j in range(i + 1, n):
                best = max(best, min(height[i], height[j]) * (j - i))
        return best
