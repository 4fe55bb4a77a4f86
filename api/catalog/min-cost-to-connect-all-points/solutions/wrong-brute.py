# Grows the tree one point at a time: each round measures every pair of points and keeps the
# cheapest pair with one end inside the tree and one outside. Correct, but each round redoes all
# n^2 distances, O(n^3) in total.
class Solution:
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        n = len(points)
        in_tree = [False] * n
        in_tree[0] = True
        total = 0
        for _ in range(n - 1):
            best, pick = None, -1
            for a in range(n):
                for b in range(n):
                    d = abs(points[a][0] - points[b][0]) + abs(points[a][1] - points[b][1])
                    if in_tree[a] and not in_tree[b] and (best is None or d < best):
                        best, pick = d, b
            in_tree[pick] = True
            total += best
        return total
