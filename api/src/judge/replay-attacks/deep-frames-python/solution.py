class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        wide = [list(range(100)) for _ in range(60)]
        return self.walk(nums, target, wide, 60)

    def walk(self, nums, target, wide, depth):
        if depth:
            return self.walk(nums, target, wide, depth - 1)
        for _ in range(200):
            seen = {}
            for i, x in enumerate(nums):
                if target - x in seen:
                    found = [seen[target - x], i]
                seen[x] = i
        return found
