func findMedianSortedArrays(nums1 []int, nums2 []int) float64 {
	// Divide and conquer on the rank: the median is the k-th smallest value (or the average of
	// two neighbouring ranks), and each round of kth rules out half of the ranks still wanted.
	total := len(nums1) + len(nums2)
	if total%2 == 1 {
		return float64(kth(nums1, nums2, total/2+1))
	}
	return float64(kth(nums1, nums2, total/2)+kth(nums1, nums2, total/2+1)) / 2
}

// kth is the k-th smallest value (k from 1) of a and b together. Of the first k/2 values of
// each array, those of the array whose last one is smaller all rank below k: drop them.
func kth(a, b []int, k int) int {
	for {
		if len(a) == 0 {
			return b[k-1]
		}
		if len(b) == 0 {
			return a[k-1]
		}
		if k == 1 {
			return min(a[0], b[0])
		}
		i, j := min(len(a), k/2), min(len(b), k/2)
		if a[i-1] <= b[j-1] {
			a, k = a[i:], k-i
		} else {
			b, k = b[j:], k-j
		}
	}
}
