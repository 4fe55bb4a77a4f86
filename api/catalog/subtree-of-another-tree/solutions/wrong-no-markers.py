class Solution:
    def isSubtree(self, root: Optional[TreeNode], subRoot: Optional[TreeNode]) -> bool:
        # Preorder values without markers for missing children or value boundaries.
        def serialize(node):
            out, stack = [], [node]
            while stack:
                n = stack.pop()
                if n:
                    out.append(str(n.val))
                    stack.append(n.right)
                    stack.append(n.left)
            return "".join(out)

        return serialize(subRoot) in serialize(root)
