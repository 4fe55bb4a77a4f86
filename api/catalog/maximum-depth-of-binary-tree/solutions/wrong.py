class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        if not root or (not root.left and not root.right):
            return 0
        return 1 + max(self.maxDepth(root.left), self.maxDepth(root.right))
