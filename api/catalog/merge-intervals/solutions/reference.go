func merge(intervals [][]int) [][]int {
	sort.Slice(intervals, func(a, b int) bool { return intervals[a][0] < intervals[b][0] })
	var merged [][]int
	for _, interval := range intervals {
		// Sorted by start: an interval overlaps only the last merged one, if any.
		if len(merged) > 0 && interval[0] <= merged[len(merged)-1][1] {
			last := merged[len(merged)-1]
			last[1] = max(last[1], interval[1])
		} else {
			merged = append(merged, interval)
		}
	}
	return merged
}
