class Codec:
    # Preorder values without markers for missing children: the shape is lost.

    def serialize(self, root: Optional[TreeNode]) -> str:
        out, stack = [], [root] if root else []
        while stack:
            node = stack.pop()
            out.append(str(node.val))
            stack += [child for child in (node.right, node.left) if child]
        return ",".join(out)

    def deserialize(self, data: str) -> Optional[TreeNode]:
        # Rebuilds a chain of left children.
        root = tail = None
        for token in filter(None, data.split(",")):
            node = TreeNode(int(token))
            if tail:
                tail.left = node
            else:
                root = node
            tail = node
        return root
