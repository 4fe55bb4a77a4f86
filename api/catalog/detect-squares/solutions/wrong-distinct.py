# Stores points in a set, so copies of the same point are counted once.
class DetectSquares:

    def __init__(self):
        self.points = set()

    def add(self, point: List[int]) -> None:
        self.points.add(tuple(point))

    def count(self, point: List[int]) -> int:
        qx, qy = point
        total = 0
        for x, y in self.points:
            if x != qx and abs(x - qx) == abs(y - qy) and (qx, y) in self.points and (x, qy) in self.points:
                total += 1
        return total
