class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        present = set(nums)
        best = 0
        for x in present:
            if x - 1 in present:
                continue
            length = 1
            while x + length in present:
                length += 1
            best = max(best, length)
        return best
