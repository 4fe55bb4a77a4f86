class Solution:
    def findDuplicate(self, nums: List[int]) -> int:
        # Compares every pair: correct, but about n²/2 comparisons for n = 10^5 is far too slow.
        n = len(nums)
        for i in range(n):
            for j in range(i + 1, n):
                if nums[i] == nums[j]:
                    return nums[i]
        return -1
