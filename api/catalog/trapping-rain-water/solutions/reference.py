class Solution:
    def trap(self, height: List[int]) -> int:
        n = len(height)
        right_max = [0] * n
        best = 0
        for i in range(n - 1, -1, -1):
            best = max(best, height[i])
            right_max[i] = best
        water = left_max = 0
        for i, h in enumerate(height):
            left_max = max(left_max, h)
            water += min(left_max, right_max[i]) - h
        return water
