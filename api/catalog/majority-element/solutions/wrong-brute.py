class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        # Count every value's occurrences by walking the whole array again: O(n^2).
        n = len(nums)
        for x in nums:
            count = 0
            for y in nums:
                if y == x:
                    count += 1
            if count > n // 2:
                return x
        return nums[0]
