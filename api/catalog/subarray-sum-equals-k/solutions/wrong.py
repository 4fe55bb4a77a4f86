# Sliding window: only valid for non-negative numbers, so it miscounts once negatives appear.
class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        count = total = left = 0
        for right, x in enumerate(nums):
            total += x
            while total > k and left <= right:
                total -= nums[left]
                left += 1
            if total == k and left <= right:
                count += 1
        return count
