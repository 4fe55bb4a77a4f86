class Solution:
    def canPartition(self, nums: List[int]) -> bool:
        total = sum(nums)
        if total % 2:
            return False
        half = total // 2
        # Bit s of `reachable` is set when some subset adds up to s.
        reachable = 1
        for x in nums:
            reachable |= reachable << x
        return bool(reachable >> half & 1)
