# Kadane's rule copied from Maximum Subarray: tracks only the largest product, so two negatives
# never combine ([-2,3,-4] gives 3 instead of 24).
class Solution:
    def maxProduct(self, nums: List[int]) -> int:
        best = high = nums[0]
        for x in nums[1:]:
            high = max(x, high * x)
            best = max(best, high)
        return best
