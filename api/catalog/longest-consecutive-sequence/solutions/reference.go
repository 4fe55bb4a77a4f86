func longestConsecutive(nums []int) int {
	present := make(map[int]bool, len(nums))
	for _, x := range nums {
		present[x] = true
	}
	best := 0
	for x := range present {
		if present[x-1] {
			continue // only count up from the start of a run
		}
		length := 1
		for present[x+length] {
			length++
		}
		best = max(best, length)
	}
	return best
}
