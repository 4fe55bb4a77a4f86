class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        big = list(range(10**6))
        grid = [[[7] * 100 for _ in range(100)] for _ in range(100)]
        deep = []
        for _ in range(10**4):
            deep = [deep]
        text = "z" * (50 << 20)
        table = {i: "y" * 1000 for i in range(1000)}
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
