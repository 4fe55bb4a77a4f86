class Solution:
    def diameterOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        # Brute force: treat the tree as an undirected graph and run a breadth-first search
        # from every node to find the node farthest from it. n searches of n nodes: O(n^2).
        neighbours = {root: []}
        order = [root]
        for node in order:
            for child in (node.left, node.right):
                if child:
                    neighbours[node].append(child)
                    neighbours[child] = [node]
                    order.append(child)

        best = 0
        for start in order:
            distance = {start: 0}
            frontier = [start]
            for node in frontier:
                for other in neighbours[node]:
                    if other not in distance:
                        distance[other] = distance[node] + 1
                        frontier.append(other)
            best = max(best, distance[frontier[-1]])
        return best
