class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        if (nums1.size() > nums2.size()) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.size(), n = nums2.size(), half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2, j = half - i;
            int leftA = i > 0 ? nums1[i - 1] : INT_MIN, rightA = i < m ? nums1[i] : INT_MAX;
            int leftB = j > 0 ? nums2[j - 1] : INT_MIN, rightB = j < n ? nums2[j] : INT_MAX;
            if (leftA > rightB) {
                hi = i - 1;
            } else if (leftB > rightA) {
                lo = i + 1;
            } else {
                int left = max(leftA, leftB);
                if ((m + n) % 2 == 1) return left;
                return (left + (double)min(rightA, rightB)) / 2.0;
            }
        }
        return 0.0;
    }
};
