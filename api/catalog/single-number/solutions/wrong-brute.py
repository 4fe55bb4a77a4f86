class Solution:
    def singleNumber(self, nums: List[int]) -> int:
        # Counts how often each element's value occurs by walking the whole array again, then
        # picks the one seen once: correct, but n * n comparisons.
        n = len(nums)
        counts = [0] * n
        for i in range(n):
            for j in range(n):
                if nums[j] == nums[i]:
                    counts[i] += 1
        for i in range(n):
            if counts[i] == 1:
                return nums[i]
        return nums[0]
