class Solution:
    def searchInsert(self, nums: List[int], target: int) -> int:
        # The first index whose value is at least target; n when every value is smaller.
        lo, hi = 0, len(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < target:
                lo = mid + 1
            else:
                hi = mid
        return lo
