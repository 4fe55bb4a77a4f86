static int kth(int* a, int m, int* b, int n, int k) {
    // The k-th smallest (1-based) of a and b, halving k each round.
    while (1) {
        if (m == 0) return b[k - 1];
        if (n == 0) return a[k - 1];
        if (k == 1) return a[0] < b[0] ? a[0] : b[0];
        int i = m < k / 2 ? m : k / 2, j = n < k / 2 ? n : k / 2;
        if (a[i - 1] <= b[j - 1]) {
            a += i;
            m -= i;
            k -= i;
        } else {
            b += j;
            n -= j;
            k -= j;
        }
    }
}

double findMedianSortedArrays(int* nums1, int nums1Size, int* nums2, int nums2Size) {
    int total = nums1Size + nums2Size;
    if (total % 2 == 1) return kth(nums1, nums1Size, nums2, nums2Size, total / 2 + 1);
    return (kth(nums1, nums1Size, nums2, nums2Size, total / 2) +
            (double)kth(nums1, nums1Size, nums2, nums2Size, total / 2 + 1)) / 2.0;
}
