func findMedianSortedArrays(nums1 []int, nums2 []int) float64 {
	// Binary search a cut of the shorter array so that the two left parts hold half of all
	// values and none of them is larger than a value right of either cut.
	if len(nums1) > len(nums2) {
		return findMedianSortedArrays(nums2, nums1)
	}
	m, n := len(nums1), len(nums2)
	half := (m + n + 1) / 2
	lo, hi := 0, m
	for lo <= hi {
		i := (lo + hi) / 2
		j := half - i
		leftA, rightA := math.MinInt, math.MaxInt
		if i > 0 {
			leftA = nums1[i-1]
		}
		if i < m {
			rightA = nums1[i]
		}
		leftB, rightB := math.MinInt, math.MaxInt
		if j > 0 {
			leftB = nums2[j-1]
		}
		if j < n {
			rightB = nums2[j]
		}
		if leftA > rightB {
			hi = i - 1
		} else if leftB > rightA {
			lo = i + 1
		} else {
			left := float64(max(leftA, leftB))
			if (m+n)%2 == 1 {
				return left
			}
			return (left + float64(min(rightA, rightB))) / 2
		}
	}
	return 0
}
