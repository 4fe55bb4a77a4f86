func leastInterval(tasks []byte, n int) int {
	var count [26]int
	for _, t := range tasks {
		count[t-'A']++
	}
	top, atTop := 0, 0
	for _, c := range count {
		if c > top {
			top, atTop = c, 1
		} else if c == top {
			atTop++
		}
	}
	// The most frequent tasks set the frame: top - 1 full rounds of n + 1 slots, then the
	// tasks tied for the top. With enough other tasks, no slot stays idle.
	return max(len(tasks), (top-1)*(n+1)+atTop)
}
