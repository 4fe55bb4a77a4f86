func isNStraightHand(hand []int, groupSize int) bool {
	if len(hand)%groupSize != 0 {
		return false
	}
	count := map[int]int{}
	for _, card := range hand {
		count[card]++
	}
	// The distinct values in order: the smallest remaining value comes first.
	values := make([]int, 0, len(count))
	for value := range count {
		values = append(values, value)
	}
	sort.Ints(values)
	for _, value := range values {
		runs := count[value]
		if runs == 0 {
			continue
		}
		// Every copy of the smallest remaining value starts its own run.
		for k := 1; k < groupSize; k++ {
			if count[value+k] < runs {
				return false
			}
			count[value+k] -= runs
		}
	}
	return true
}
