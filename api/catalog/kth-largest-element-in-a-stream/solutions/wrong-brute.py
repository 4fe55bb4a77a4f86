class KthLargest:
    def __init__(self, k: int, nums: List[int]):
        self.k = k
        self.values = list(nums)

    def add(self, val: int) -> int:
        # Sorts a copy of the whole stream on every call: O(n log n) per add.
        self.values.append(val)
        return sorted(self.values, reverse=True)[self.k - 1]
