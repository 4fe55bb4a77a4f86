class Solution {
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.length, n = nums2.length, half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) >>> 1, j = half - i;
            int leftA = i > 0 ? nums1[i - 1] : Integer.MIN_VALUE;
            int rightA = i < m ? nums1[i] : Integer.MAX_VALUE;
            int leftB = j > 0 ? nums2[j - 1] : Integer.MIN_VALUE;
            int rightB = j < n ? nums2[j] : Integer.MAX_VALUE;
            if (leftA > rightB) hi = i - 1;
            else if (leftB > rightA) lo = i + 1;
            else {
                int left = Math.max(leftA, leftB);
                if ((m + n) % 2 == 1) return left;
                return (left + (double) Math.min(rightA, rightB)) / 2.0;
            }
        }
        return 0.0;
    }
}
