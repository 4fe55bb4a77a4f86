class Solution:
    def rightSideView(self, root: Optional[TreeNode]) -> List[int]:
        view = []
        level = [root] if root else []
        while level:
            view.append(level[0].val)  # the leftmost node, not the rightmost
            level = [child for node in level for child in (node.left, node.right) if child]
        return view
