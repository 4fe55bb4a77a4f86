class Solution:
    def rob(self, nums: List[int]) -> int:
        def rob_row(houses):
            skip = take = 0
            for cash in houses:
                skip, take = take, max(take, skip + cash)
            return take

        if len(nums) == 1:
            return nums[0]
        # The first and last house are neighbours: one of them is left out.
        return max(rob_row(nums[:-1]), rob_row(nums[1:]))
