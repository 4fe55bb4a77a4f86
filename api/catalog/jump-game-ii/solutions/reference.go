func jump(nums []int) int {
	jumps, end, furthest := 0, 0, 0
	// Stop before the last index: standing on it needs no further jump.
	for i := 0; i+1 < len(nums); i++ {
		furthest = max(furthest, i+nums[i])
		if i == end {
			jumps++
			end = furthest
		}
	}
	return jumps
}
