class KthLargest:
    def __init__(self, k: int, nums: List[int]):
        self.k = k
        self.values = list(nums)

    def add(self, val: int) -> int:
        # Takes the largest value out of a copy of the whole stream k - 1 times: O(k * n) per add.
        self.values.append(val)
        rest = list(self.values)
        for _ in range(self.k - 1):
            rest.remove(max(rest))
        return max(rest)
