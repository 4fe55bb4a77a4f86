# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def inorderTraversal(self, root: Optional[TreeNode]) -> List[int]:
        out = []
        pending = []
        node = root
        while node or pending:
            # Go down the left spine, remembering each node to visit on the way back.
            while node:
                pending.append(node)
                node = node.left
            node = pending.pop()
            out.append(node.val)
            node = node.right
        return out
