# Settles nodes in breadth-first order (fewest links first), as if every link took the same time,
# so a quicker route through more nodes is missed.
class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        links = defaultdict(list)
        for u, v, w in times:
            links[u].append((v, w))
        arrival = {k: 0}
        queue = deque([k])
        while queue:
            node = queue.popleft()
            for nxt, w in links[node]:
                if nxt not in arrival:
                    arrival[nxt] = arrival[node] + w
                    queue.append(nxt)
        return max(arrival.values()) if len(arrival) == n else -1
