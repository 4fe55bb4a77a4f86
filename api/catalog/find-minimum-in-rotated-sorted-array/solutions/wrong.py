# Compares the middle with the left end instead of the right end: an array rotated back into
# ascending order ([11,13,15,17]) sends the search to the right half and returns 17.
class Solution:
    def findMin(self, nums: List[int]) -> int:
        lo, hi = 0, len(nums) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] >= nums[lo]:
                lo = mid + 1
            else:
                hi = mid
        return nums[lo]
