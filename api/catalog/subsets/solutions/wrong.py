# Off by one: the masks start at 1, so the empty subset is missing.
class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        n = len(nums)
        return [[nums[i] for i in range(n) if mask >> i & 1] for mask in range(1, 1 << n)]
