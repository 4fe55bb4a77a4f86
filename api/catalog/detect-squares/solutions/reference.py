class DetectSquares:

    def __init__(self):
        self.counts = Counter()  # (x, y) -> copies added

    def add(self, point: List[int]) -> None:
        self.counts[tuple(point)] += 1

    def count(self, point: List[int]) -> int:
        qx, qy = point
        total = 0
        # Try every distinct stored point as the corner diagonally opposite the query.
        for (x, y), copies in self.counts.items():
            if x != qx and abs(x - qx) == abs(y - qy):
                total += copies * self.counts.get((qx, y), 0) * self.counts.get((x, qy), 0)
        return total


# Your DetectSquares object will be instantiated and called as such:
# obj = DetectSquares()
# obj.add(point)
# param_2 = obj.count(point)
