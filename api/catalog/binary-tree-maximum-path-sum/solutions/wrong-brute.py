class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        # Brute force: treat the tree as an undirected graph and, from every node, walk to every
        # other node adding up the values on the way. That tries each path from both of its
        # ends: n walks of n nodes, O(n^2).
        neighbours = {root: []}
        order = [root]
        for node in order:
            for child in (node.left, node.right):
                if child:
                    neighbours[node].append(child)
                    neighbours[child] = [node]
                    order.append(child)

        best = root.val
        for start in order:
            total = {start: start.val}
            frontier = [start]
            for node in frontier:
                for other in neighbours[node]:
                    if other not in total:
                        total[other] = total[node] + other.val
                        frontier.append(other)
            best = max(best, max(total.values()))
        return best
