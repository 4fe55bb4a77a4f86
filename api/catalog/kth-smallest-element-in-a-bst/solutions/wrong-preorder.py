class Solution:
    def kthSmallest(self, root: Optional[TreeNode], k: int) -> int:
        # Pre-order is not sorted order.
        stack = [root]
        while stack:
            node = stack.pop()
            k -= 1
            if k == 0:
                return node.val
            if node.right:
                stack.append(node.right)
            if node.left:
                stack.append(node.left)
        return -1
