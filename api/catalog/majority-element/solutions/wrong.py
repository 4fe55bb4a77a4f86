class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        # Boyer-Moore voting without replacing the candidate when its count drops to zero.
        candidate, count = nums[0], 0
        for x in nums:
            count += 1 if x == candidate else -1
        return candidate
