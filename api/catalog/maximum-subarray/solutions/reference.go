func maxSubArray(nums []int) int {
	// Kadane: the best run ending here either extends the one ending before or starts anew.
	best, current := nums[0], nums[0]
	for _, x := range nums[1:] {
		current = max(x, current+x)
		best = max(best, current)
	}
	return best
}
