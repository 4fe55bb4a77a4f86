class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        # For each element, skip it or keep it when it is larger than the last one kept. Correct,
        # but every subsequence is walked separately: 2^n calls on an increasing array.
        def longest(i: int, last: int) -> int:
            if i == len(nums):
                return 0
            best = longest(i + 1, last)
            if nums[i] > last:
                best = max(best, 1 + longest(i + 1, nums[i]))
            return best

        return longest(0, float("-inf"))
