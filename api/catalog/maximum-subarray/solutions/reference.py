class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        best = current = nums[0]
        for i in range(1, len(nums)):
            x = nums[i]
            current = max(x, current + x)
            best = max(best, current)
        return best
