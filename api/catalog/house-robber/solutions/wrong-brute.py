class Solution:
    def rob(self, nums: List[int]) -> int:
        # At each house: skip it, or rob it and skip its neighbour. Correct, but nothing is
        # remembered, so the same rest of the street is solved again and again (about 1.6^n calls).
        def best(i: int) -> int:
            if i >= len(nums):
                return 0
            return max(best(i + 1), nums[i] + best(i + 2))

        return best(0)
