func eraseOverlapIntervals(intervals [][]int) int {
	// Greedy by end: keeping the interval that ends first leaves the most room for the rest.
	sort.Slice(intervals, func(a, b int) bool { return intervals[a][1] < intervals[b][1] })
	removed, lastEnd := 0, math.MinInt
	for _, iv := range intervals {
		if iv[0] >= lastEnd {
			lastEnd = iv[1]
		} else {
			removed++
		}
	}
	return removed
}
