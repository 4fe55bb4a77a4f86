func rob(nums []int) int {
	// The best totals so far without / with the previous house.
	skip, take := 0, 0
	for _, x := range nums {
		skip, take = max(skip, take), skip+x
	}
	return max(skip, take)
}
