class Solution:
    def minCostClimbingStairs(self, cost: List[int]) -> int:
        # before, last: the cheapest way to stand on the two most recent steps, their price paid.
        before, last = cost[0], cost[1]
        for i in range(2, len(cost)):
            before, last = last, cost[i] + min(before, last)
        return min(before, last)
