class Solution:
    def maxProduct(self, nums: List[int]) -> int:
        best = high = low = nums[0]
        for x in nums[1:]:
            candidates = (x, high * x, low * x)
            high, low = max(candidates), min(candidates)
            best = max(best, high)
        return best
