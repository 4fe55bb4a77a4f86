class Solution:
    def largestRectangleArea(self, heights: List[int]) -> int:
        stack = [-1]
        best = 0
        heights.append(0)
        for i, h in enumerate(heights):
            while stack[-1] != -1 and heights[stack[-1]] >= h:
                height = heights[stack.pop()]
                best = max(best, height * (i - stack[-1] - 1))
            stack.append(i)
        heights.pop()
        return best
