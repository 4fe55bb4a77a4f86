from sortedcontainers import SortedList

class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        window = SortedList(nums[:k])
        out = [window[-1]]
        for i in range(k, len(nums)):
            window.remove(nums[i - k])
            window.add(nums[i])
            out.append(window[-1])
        return out
