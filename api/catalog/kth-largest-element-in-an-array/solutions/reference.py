class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        # A min-heap of the k largest seen so far; its top is the k-th largest.
        heap = []
        for x in nums:
            heapq.heappush(heap, x)
            if len(heap) > k:
                heapq.heappop(heap)
        return heap[0]
