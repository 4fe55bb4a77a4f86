# Grows the tree one point at a time, each time searching every (inside, outside) pair for the
# cheapest link: correct, but every round rescans all pairs, O(n^3) in total.
class Solution:
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        n = len(points)
        in_tree = [False] * n
        in_tree[0] = True
        total = 0
        for _ in range(n - 1):
            best, pick = None, -1
            for a in range(n):
                if not in_tree[a]:
                    continue
                for b in range(n):
                    if in_tree[b]:
                        continue
                    d = abs(points[a][0] - points[b][0]) + abs(points[a][1] - points[b][1])
                    if best is None or d < best:
                        best, pick = d, b
            in_tree[pick] = True
            total += best
        return total
