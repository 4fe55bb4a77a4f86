class Solution:
    def largestRectangleArea(self, heights: List[int]) -> int:
        # Every run of bars with a running minimum: O(n^2), too slow for 10^5 bars.
        best = 0
        for i in range(len(heights)):
            low = heights[i]
            for j in range(i, len(heights)):
                if heights[j] < low:
                    low = heights[j]
                if low * (j - i + 1) > best:
                    best = low * (j - i + 1)
        return best
