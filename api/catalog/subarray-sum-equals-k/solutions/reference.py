class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        seen = Counter({0: 1})
        prefix = count = 0
        for x in nums:
            prefix += x
            count += seen[prefix - k]
            seen[prefix] += 1
        return count
