class Solution:
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        # Try every triple of positions; a set of sorted triples drops the repeats.
        n = len(nums)
        found = set()
        for i in range(n):
            for j in range(i + 1, n):
                for k in range(j + 1, n):
                    if nums[i] + nums[j] + nums[k] == 0:
                        found.add(tuple(sorted((nums[i], nums[j], nums[k]))))
        return [list(triple) for triple in found]
