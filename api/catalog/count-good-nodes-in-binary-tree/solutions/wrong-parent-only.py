class Solution:
    def goodNodes(self, root: TreeNode) -> int:
        # Compares each node with its parent only, not with the whole path.
        good = 1
        stack = [root]
        while stack:
            node = stack.pop()
            for child in (node.left, node.right):
                if child:
                    if child.val >= node.val:
                        good += 1
                    stack.append(child)
        return good
