class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        links = defaultdict(list)
        for u, v, w in times:
            links[u].append((v, w))
        # Dijkstra: the node popped with the smallest time can never be reached sooner.
        arrival = {}
        heap = [(0, k)]
        while heap:
            time, node = heapq.heappop(heap)
            if node in arrival:
                continue
            arrival[node] = time
            for nxt, w in links[node]:
                if nxt not in arrival:
                    heapq.heappush(heap, (time + w, nxt))
        return max(arrival.values()) if len(arrival) == n else -1
