# Trusts the edge count alone: n - 1 edges can still form a cycle and leave other nodes cut off.
class Solution:
    def validTree(self, n: int, edges: List[List[int]]) -> bool:
        return len(edges) == n - 1
