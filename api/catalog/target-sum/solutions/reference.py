class Solution:
    def findTargetSumWays(self, nums: List[int], target: int) -> int:
        total = sum(nums)
        # The plus-signed numbers must total (total + target) / 2.
        if abs(target) > total or (total + target) % 2:
            return 0
        goal = (total + target) // 2
        ways = [1] + [0] * goal  # ways[s]: choices of numbers so far that total s
        for x in nums:
            for s in range(goal, x - 1, -1):
                ways[s] += ways[s - x]
        return ways[goal]
