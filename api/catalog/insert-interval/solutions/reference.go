func insert(intervals [][]int, newInterval []int) [][]int {
	merged := make([][]int, 0, len(intervals)+1)
	i, n := 0, len(intervals)
	// Intervals ending before the new one starts stay as they are.
	for i < n && intervals[i][1] < newInterval[0] {
		merged = append(merged, intervals[i])
		i++
	}
	// Those overlapping it (or touching it) merge into it.
	start, end := newInterval[0], newInterval[1]
	for i < n && intervals[i][0] <= end {
		start = min(start, intervals[i][0])
		end = max(end, intervals[i][1])
		i++
	}
	merged = append(merged, []int{start, end})
	return append(merged, intervals[i:]...)
}
