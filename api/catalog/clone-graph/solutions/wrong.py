class Solution:
    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:
        # Copies the first node only: its neighbours are still the originals.
        return Node(node.val, list(node.neighbors)) if node else None
