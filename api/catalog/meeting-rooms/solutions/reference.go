func canAttendMeetings(intervals [][]int) bool {
	// Sorted by start, a clash can only be between neighbours.
	sort.Slice(intervals, func(a, b int) bool {
		if intervals[a][0] != intervals[b][0] {
			return intervals[a][0] < intervals[b][0]
		}
		return intervals[a][1] < intervals[b][1]
	})
	for i := 1; i < len(intervals); i++ {
		if intervals[i][0] < intervals[i-1][1] {
			return false
		}
	}
	return true
}
