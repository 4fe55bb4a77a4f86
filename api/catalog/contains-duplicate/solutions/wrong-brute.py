class Solution:
    def containsDuplicate(self, nums: List[int]) -> bool:
        # Compares every pair: O(n^2), too slow for 6 * 10^4 distinct values.
        n = len(nums)
        for i in range(n):
            for j in range(i + 1, n):
                if nums[i] == nums[j]:
                    return True
        return False
