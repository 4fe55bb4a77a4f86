class Solution:
    def rob(self, nums: List[int]) -> int:
        # The circle leaves out the first or the last house; on each straight street, skip a house
        # or rob it and skip its neighbour. Correct, but nothing is remembered (about 1.6^n calls).
        def best(i: int, last: int) -> int:
            if i > last:
                return 0
            return max(best(i + 1, last), nums[i] + best(i + 2, last))

        if len(nums) == 1:
            return nums[0]
        return max(best(0, len(nums) - 2), best(1, len(nums) - 1))
