class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        a, b = (nums1, nums2) if len(nums1) <= len(nums2) else (nums2, nums1)
        m, n = len(a), len(b)
        half = (m + n + 1) // 2
        lo, hi = 0, m
        while lo <= hi:
            i = (lo + hi) // 2
            j = half - i
            left_a = a[i - 1] if i > 0 else float("-inf")
            right_a = a[i] if i < m else float("inf")
            left_b = b[j - 1] if j > 0 else float("-inf")
            right_b = b[j] if j < n else float("inf")
            if left_a > right_b:
                hi = i - 1
            elif left_b > right_a:
                lo = i + 1
            else:
                left = max(left_a, left_b)
                if (m + n) % 2:
                    return float(left)
                return (left + min(right_a, right_b)) / 2
        return 0.0
