class Solution:
    def maxArea(self, height: List[int]) -> int:
        best, lo, hi = 0, 0, len(height) - 1
        while lo < hi:
            best = max(best, min(height[lo], height[hi]) * (hi - lo))
            if height[lo] < height[hi]:
                lo += 1
            else:
                hi -= 1
        return best
