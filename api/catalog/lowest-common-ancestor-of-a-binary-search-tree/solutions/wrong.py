class Solution:
    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':
        # Strict comparisons the wrong way round: stops one level too early when p is q's ancestor.
        node = root
        while node:
            if p.val <= node.val and q.val <= node.val and node.left:
                node = node.left
            elif p.val >= node.val and q.val >= node.val and node.right:
                node = node.right
            else:
                return node
        return None
