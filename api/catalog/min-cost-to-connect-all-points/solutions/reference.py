class Solution:
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        # Dense Prim: cost[i] is the cheapest link from point i to the tree built so far.
        n = len(points)
        cost = [float("inf")] * n
        cost[0] = 0
        outside = set(range(n))
        total = 0
        while outside:
            nxt = min(outside, key=cost.__getitem__)
            outside.remove(nxt)
            total += cost[nxt]
            x, y = points[nxt]
            for i in outside:
                d = abs(points[i][0] - x) + abs(points[i][1] - y)
                if d < cost[i]:
                    cost[i] = d
        return total
