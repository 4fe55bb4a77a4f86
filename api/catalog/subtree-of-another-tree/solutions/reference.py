# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def isSubtree(self, root: Optional[TreeNode], subRoot: Optional[TreeNode]) -> bool:
        # Serialize both trees with markers for missing children and delimiters around values,
        # then look for subRoot's text inside root's.
        def serialize(node, out):
            stack = [node]
            while stack:
                n = stack.pop()
                if n is None:
                    out.append("#")
                else:
                    out.append(f"^{n.val}")
                    stack.append(n.right)
                    stack.append(n.left)
            return out

        return ",".join(serialize(subRoot, [])) in ",".join(serialize(root, []))
