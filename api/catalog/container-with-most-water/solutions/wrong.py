# Off by one: measures the width as the number of walls (hi - lo + 1) instead of the distance.
class Solution:
    def maxArea(self, height: List[int]) -> int:
        best, lo, hi = 0, 0, len(height) - 1
        while lo < hi:
            best = max(best, min(height[lo], height[hi]) * (hi - lo + 1))
            if height[lo] < height[hi]:
                lo += 1
            else:
                hi -= 1
        return best
