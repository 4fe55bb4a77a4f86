class Solution:
    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:
        if node is None:
            return None
        copies = {node: Node(node.val)}
        pending = deque([node])
        while pending:
            original = pending.popleft()
            for neighbor in original.neighbors:
                if neighbor not in copies:
                    copies[neighbor] = Node(neighbor.val)
                    pending.append(neighbor)
                copies[original].neighbors.append(copies[neighbor])
        return copies[node]
