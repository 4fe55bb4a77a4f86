class MinStack:
    def __init__(self):
        self.values = []
        self.minimum = float('inf')

    def push(self, val: int) -> None:
        self.values.append(val)
        self.minimum = min(self.minimum, val)

    def pop(self) -> None:
        self.values.pop()

    def top(self) -> int:
        return self.values[-1]

    def getMin(self) -> int:
        return self.minimum
