# Depth-first with a level index, but it visits the right child before the left one, so every
# level with two or more nodes comes out right to left.
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        levels = []
        stack = [(root, 0)] if root else []
        while stack:
            node, depth = stack.pop()
            if depth == len(levels):
                levels.append([])
            levels[depth].append(node.val)
            if node.left:
                stack.append((node.left, depth + 1))
            if node.right:
                stack.append((node.right, depth + 1))
        return levels
