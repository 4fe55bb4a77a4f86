class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        # Correct, but sums every run from every start: O(n^2), 5 * 10^9 steps for 10^5 numbers.
        best = nums[0]
        for i in range(len(nums)):
            total = 0
            for j in range(i, len(nums)):
                total += nums[j]
                if total > best:
                    best = total
        return best
