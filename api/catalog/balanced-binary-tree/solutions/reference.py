# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def isBalanced(self, root: Optional[TreeNode]) -> bool:
        # Iterative post-order, so a 5000-node chain does not hit Python's recursion limit.
        # A child's height is removed once its parent has read it, so the table holds only
        # the finished subtrees still waiting for their parent: O(h) entries, not O(n).
        height = {}
        stack = [(root, False)] if root else []
        while stack:
            node, children_done = stack.pop()
            if children_done:
                left, right = height.pop(node.left, 0), height.pop(node.right, 0)
                if abs(left - right) > 1:
                    return False
                height[node] = 1 + max(left, right)
            else:
                stack.append((node, True))
                if node.right:
                    stack.append((node.right, False))
                if node.left:
                    stack.append((node.left, False))
        return True
