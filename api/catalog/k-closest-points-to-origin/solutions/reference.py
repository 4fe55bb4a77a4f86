class Solution:
    def kClosest(self, points: List[List[int]], k: int) -> List[List[int]]:
        # A max-heap of the k closest points so far, as (-squared distance, index): heapq is a
        # min-heap, so the farthest kept point sits on top and leaves first.
        heap = []
        for i, (x, y) in enumerate(points):
            heapq.heappush(heap, (-(x * x + y * y), i))
            if len(heap) > k:
                heapq.heappop(heap)
        return [points[i] for _, i in heap]
