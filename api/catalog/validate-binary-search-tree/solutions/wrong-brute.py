class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        # Brute force: at every node, walk its whole left subtree and its whole right subtree and
        # compare each value there with the node's own. (Explicit stacks: chains are 10^4 deep.)
        def all_below(node: Optional[TreeNode], bound: int) -> bool:
            stack = [node] if node else []
            while stack:
                current = stack.pop()
                if current.val >= bound:
                    return False
                stack.extend(child for child in (current.left, current.right) if child)
            return True

        def all_above(node: Optional[TreeNode], bound: int) -> bool:
            stack = [node] if node else []
            while stack:
                current = stack.pop()
                if current.val <= bound:
                    return False
                stack.extend(child for child in (current.left, current.right) if child)
            return True

        stack = [root]
        while stack:
            node = stack.pop()
            if not all_below(node.left, node.val) or not all_above(node.right, node.val):
                return False
            stack.extend(child for child in (node.left, node.right) if child)
        return True
