import sys


class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        sys.settrace(None)
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
