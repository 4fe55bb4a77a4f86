# Finds the cycle correctly but returns its edge that comes first in the list instead of last.
class Solution:
    def findRedundantConnection(self, edges: List[List[int]]) -> List[int]:
        graph = defaultdict(list)
        for a, b in edges:
            graph[a].append(b)
            graph[b].append(a)
        # Peel off leaves until only the cycle is left.
        degree = {v: len(graph[v]) for v in graph}
        leaves = deque(v for v in graph if degree[v] == 1)
        while leaves:
            v = leaves.popleft()
            degree[v] = 0
            for w in graph[v]:
                if degree[w] > 0:
                    degree[w] -= 1
                    if degree[w] == 1:
                        leaves.append(w)
        for a, b in edges:
            if degree[a] > 1 and degree[b] > 1:
                return [a, b]
        return []
