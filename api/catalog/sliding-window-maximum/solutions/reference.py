class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        window = deque()
        out = []
        for i, x in enumerate(nums):
            if window and window[0] <= i - k:
                window.popleft()
            while window and nums[window[-1]] <= x:
                window.pop()
            window.append(i)
            if i >= k - 1:
                out.append(nums[window[0]])
        return out
