class Solution:
    def findDuplicate(self, nums: List[int]) -> int:
        # Assumes the value repeats exactly twice and all of 1..n appear.
        n = len(nums) - 1
        return sum(nums) - n * (n + 1) // 2
