class Solution:
    def lastStoneWeight(self, stones: List[int]) -> int:
        # Smashes the two lightest stones instead of the two heaviest.
        heap = list(stones)
        heapq.heapify(heap)
        while len(heap) > 1:
            x = heapq.heappop(heap)
            y = heapq.heappop(heap)
            if y > x:
                heapq.heappush(heap, y - x)
        return heap[0] if heap else 0
