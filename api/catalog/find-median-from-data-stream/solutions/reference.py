class MedianFinder:

    def __init__(self):
        self.low = []   # the smaller half, negated (heapq is a min-heap)
        self.high = []  # the larger half

    def addNum(self, num: int) -> None:
        heapq.heappush(self.high, -heapq.heappushpop(self.low, -num))
        if len(self.high) > len(self.low):
            heapq.heappush(self.low, -heapq.heappop(self.high))

    def findMedian(self) -> float:
        if len(self.low) > len(self.high):
            return float(-self.low[0])
        return (self.high[0] - self.low[0]) / 2


# Your MedianFinder object will be instantiated and called as such:
# obj = MedianFinder()
# obj.addNum(num)
# param_2 = obj.findMedian()
