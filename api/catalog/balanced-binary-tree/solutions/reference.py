# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def isBalanced(self, root: Optional[TreeNode]) -> bool:
        # Iterative post-order, so a 5000-node chain does not hit Python's recursion limit.
        height = {None: 0}
        stack = [(root, False)] if root else []
        while stack:
            node, children_done = stack.pop()
            if children_done:
                left, right = height[node.left], height[node.right]
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
