# Greedy: puts each number, largest first, into the group with the smaller sum so far.
class Solution:
    def canPartition(self, nums: List[int]) -> bool:
        a = b = 0
        for x in sorted(nums, reverse=True):
            if a <= b:
                a += x
            else:
                b += x
        return a == b
