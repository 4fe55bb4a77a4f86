# Keeps every added copy in a list and, for each candidate diagonal corner, rescans the whole list
# for the other two corners: quadratic per count.
class DetectSquares:
    def __init__(self):
        self.points = []

    def add(self, point: List[int]) -> None:
        self.points.append((point[0], point[1]))

    def count(self, point: List[int]) -> int:
        qx, qy = point
        total = 0
        for x, y in self.points:
            if x == qx or abs(x - qx) != abs(y - qy):
                continue
            side1 = side2 = 0
            for a, b in self.points:
                side1 += a == qx and b == y
                side2 += a == x and b == qy
            total += side1 * side2
        return total
