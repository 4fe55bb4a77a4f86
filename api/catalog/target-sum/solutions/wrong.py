# Skips zeros as if they changed nothing, but +0 and -0 are two assignments: each 0 doubles the count.
class Solution:
    def findTargetSumWays(self, nums: List[int], target: int) -> int:
        total = sum(nums)
        if abs(target) > total or (total + target) % 2:
            return 0
        goal = (total + target) // 2
        ways = [1] + [0] * goal
        for x in nums:
            if x == 0:
                continue
            for s in range(goal, x - 1, -1):
                ways[s] += ways[s - x]
        return ways[goal]
