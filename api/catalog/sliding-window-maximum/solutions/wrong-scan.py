class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # Scans every window afresh for its largest value: correct, but k steps for each of the
        # n - k + 1 windows, far too slow when n is 10^5 and k is half of it.
        return [max(nums[i : i + k]) for i in range(len(nums) - k + 1)]
