class Solution:
    def isSameTree(self, p: Optional[TreeNode], q: Optional[TreeNode]) -> bool:
        # Compares the values in level order but forgets where the gaps are.
        def values(root):
            out, queue = [], deque([root] if root else [])
            while queue:
                node = queue.popleft()
                out.append(node.val)
                queue.extend(child for child in (node.left, node.right) if child)
            return out
        return values(p) == values(q)
