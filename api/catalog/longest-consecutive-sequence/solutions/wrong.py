# Sorts, but a duplicate breaks the run instead of being skipped ([1,2,2,3] gives 2, not 3).
class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        if not nums:
            return 0
        nums = sorted(nums)
        best = current = 1
        for a, b in zip(nums, nums[1:]):
            current = current + 1 if b == a + 1 else 1
            best = max(best, current)
        return best
