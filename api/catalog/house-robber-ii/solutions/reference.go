func rob(nums []int) int {
	// House Robber on a straight street: take is the best up to the previous house, skip the best
	// up to the one before it.
	robRow := func(street []int) int {
		skip, take := 0, 0
		for _, x := range street {
			skip, take = take, max(take, skip+x)
		}
		return take
	}
	n := len(nums)
	if n == 1 {
		return nums[0]
	}
	// The first and last house are neighbours: one of them is left out.
	return max(robRow(nums[:n-1]), robRow(nums[1:]))
}
