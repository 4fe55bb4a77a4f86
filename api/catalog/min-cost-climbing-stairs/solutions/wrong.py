# Forgets that the top can be reached from the second-to-last step: always ends on the last step.
class Solution:
    def minCostClimbingStairs(self, cost: List[int]) -> int:
        before, last = cost[0], cost[1]
        for price in cost[2:]:
            before, last = last, price + min(before, last)
        return last
