class Codec:

    def serialize(self, root: Optional[TreeNode]) -> str:
        """Encodes a tree to a single string."""
        if root is None:
            return ""
        out, pending = [str(root.val)], deque([root])
        while pending:
            node = pending.popleft()
            for child in (node.left, node.right):
                if child is None:
                    out.append("#")
                else:
                    out.append(str(child.val))
                    pending.append(child)
        return ",".join(out)

    def deserialize(self, data: str) -> Optional[TreeNode]:
        """Decodes your encoded data to tree."""
        if not data:
            return None
        tokens = iter(data.split(","))
        root = TreeNode(int(next(tokens)))
        pending = deque([root])
        while pending:
            node = pending.popleft()
            left, right = next(tokens), next(tokens)
            if left != "#":
                node.left = TreeNode(int(left))
                pending.append(node.left)
            if right != "#":
                node.right = TreeNode(int(right))
                pending.append(node.right)
        return root
