# Always takes the longest jump from where it stands, instead of considering shorter ones.
class Solution:
    def canJump(self, nums: List[int]) -> bool:
        i = 0
        while i < len(nums) - 1:
            if nums[i] == 0:
                return False
            i += nums[i]
        return True
