class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        result = []

        def arrange(start: int) -> None:
            # nums[:start] is fixed; each value from start on takes position start in turn.
            if start == len(nums):
                result.append(nums[:])  # a copy: nums keeps changing
                return
            for i in range(start, len(nums)):
                nums[start], nums[i] = nums[i], nums[start]
                arrange(start + 1)
                nums[start], nums[i] = nums[i], nums[start]

        arrange(0)
        return result
