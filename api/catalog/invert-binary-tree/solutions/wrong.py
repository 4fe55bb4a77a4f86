class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        # Swaps the root's children only, not those of the nodes below.
        if root:
            root.left, root.right = root.right, root.left
        return root
