func maxProduct(nums []int) int {
	// Track both the largest and the smallest product of a run ending here: a negative
	// number swaps their roles.
	best, high, low := nums[0], nums[0], nums[0]
	for _, x := range nums[1:] {
		if x < 0 {
			high, low = low, high
		}
		high = max(x, high*x)
		low = min(x, low*x)
		best = max(best, high)
	}
	return best
}
