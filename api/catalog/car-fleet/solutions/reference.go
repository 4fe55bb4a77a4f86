func carFleet(target int, position []int, speed []int) int {
	order := make([]int, len(position))
	for i := range order {
		order[i] = i
	}
	// From the car nearest the target backwards.
	sort.Slice(order, func(a, b int) bool { return position[order[a]] > position[order[b]] })
	fleets := 0
	slowest := -1.0
	for _, i := range order {
		time := float64(target-position[i]) / float64(speed[i])
		// A car that would arrive later than the fleet ahead of it cannot catch up: a new fleet.
		if time > slowest {
			fleets++
			slowest = time
		}
	}
	return fleets
}
