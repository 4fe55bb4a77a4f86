function findMedianSortedArrays(nums1: number[], nums2: number[]): number {
    // Merge only up to the middle: O(m + n), well within the limits for 2000 values.
    const total = nums1.length + nums2.length;
    let i = 0, j = 0, previous = 0, current = 0;
    for (let count = 0; count <= Math.floor(total / 2); count++) {
        previous = current;
        if (j >= nums2.length || (i < nums1.length && nums1[i] <= nums2[j])) current = nums1[i++];
        else current = nums2[j++];
    }
    return total % 2 === 1 ? current : (previous + current) / 2;
};
