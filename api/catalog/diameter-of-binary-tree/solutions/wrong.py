class Solution:
    def diameterOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        # Only measures the path through the root.
        def height(node):
            return 0 if not node else 1 + max(height(node.left), height(node.right))
        return height(root.left) + height(root.right)
