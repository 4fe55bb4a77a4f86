func minMeetingRooms(intervals [][]int) int {
	n := len(intervals)
	starts, ends := make([]int, n), make([]int, n)
	for i, iv := range intervals {
		starts[i], ends[i] = iv[0], iv[1]
	}
	sort.Ints(starts)
	sort.Ints(ends)
	rooms, e := 0, 0
	for _, s := range starts {
		if s >= ends[e] {
			e++ // a meeting ended: reuse its room
		} else {
			rooms++
		}
	}
	return rooms
}
