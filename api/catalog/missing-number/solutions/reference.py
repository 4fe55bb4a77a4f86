class Solution:
    def missingNumber(self, nums: List[int]) -> int:
        # XOR of 0..n and of every value: each present number appears twice and cancels out.
        missing = len(nums)
        for i, x in enumerate(nums):
            missing ^= i ^ x
        return missing
