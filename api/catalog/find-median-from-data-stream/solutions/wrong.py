class MedianFinder:

    def __init__(self):
        self.values = []

    def addNum(self, num: int) -> None:
        bisect.insort(self.values, num)

    def findMedian(self) -> float:
        # Takes the upper middle value even when the count is even.
        return float(self.values[len(self.values) // 2])
