func minCostClimbingStairs(cost []int) int {
	// before, last: the cheapest way to stand on the two most recent steps, their price paid.
	before, last := cost[0], cost[1]
	for _, c := range cost[2:] {
		before, last = last, c+min(before, last)
	}
	return min(before, last)
}
