func findMin(nums []int) int {
	lo, hi := 0, len(nums)-1
	// The minimum is the first element smaller than the last one (or the first element).
	for lo < hi {
		mid := lo + (hi-lo)/2
		if nums[mid] > nums[hi] {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return nums[lo]
}
