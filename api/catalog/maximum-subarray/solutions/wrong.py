# Starts from 0 instead of the first element, so an all-negative array wrongly answers 0.
class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        best = current = 0
        for x in nums:
            current = max(0, current + x)
            best = max(best, current)
        return best
