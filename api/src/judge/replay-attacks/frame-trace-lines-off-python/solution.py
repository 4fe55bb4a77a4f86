import sys


class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        sys._getframe().f_trace_lines = False
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
