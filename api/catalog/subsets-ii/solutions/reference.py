class Solution:
    def subsetsWithDup(self, nums: List[int]) -> List[List[int]]:
        # Per distinct value (ascending), extend every subset so far by 1..count copies of it.
        result = [[]]
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        for value in sorted(counts):
            result = [subset + [value] * k for subset in result for k in range(counts[value] + 1)]
        return result
